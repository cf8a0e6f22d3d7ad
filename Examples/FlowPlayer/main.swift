// Plays the onboarding, process and edit flows with in-memory dependencies and prints every transition.
// The playing logic lives in FlowPlayerKit so that its output is tested against Tests/expected-output.txt.
import FlowPlayerKit

print(await FlowPlayer.transcript(), terminator: "")
