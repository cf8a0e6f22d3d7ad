import Switchyard
import SwitchyardDiagrams
import Testing

struct SimulationSessionTests {
    @Test func stepsBackAndResets() throws {
        let graph = try DiagramReader.read(try WriterTestSupport.example("process.puml"), format: .plantuml)
        var simulation = try DiagramSimulation(graph)
        #expect(simulation.current == "sleeping")
        #expect(simulation.acceptedEvents == ["execute"])
        let first = simulation.send("execute")
        #expect(first?.to == "doing")
        let second = simulation.send("execute")
        #expect(second == nil)
        #expect(simulation.current == "doing")
        let failed = simulation.send("fail")
        #expect(failed?.to == "failure")
        #expect(simulation.acceptedEvents == ["reset"])
        let wentBack = simulation.back()
        #expect(wentBack)
        #expect(simulation.current == "doing")
        simulation.reset()
        #expect(simulation.current == "sleeping")
        let wentBackAgain = simulation.back()
        #expect(!wentBackAgain)
    }

    @Test func anEventCanBeSentWithoutItsGuardOrAction() throws {
        let graph = try DiagramReader.read("[*] --> a\na --> b : go [ready] / start()\n", format: .plantuml)
        var simulation = try DiagramSimulation(graph)
        let move = simulation.send("go")
        #expect(move?.to == "b")
    }

    @Test func aSessionAnswersLineByLine() throws {
        let graph = try DiagramReader.read(try WriterTestSupport.example("onboarding.puml"), format: .plantuml)
        var session = try SimulationSession(graph)
        #expect(session.status == "state: root\naccepts:\n  next\n")
        let next = session.handle("next")
        #expect(next.output == "root --next--> checkingLogin\nstate: checkingLogin\naccepts:\n  login\n  notLogin\n")
        let blank = session.handle("  ")
        #expect(blank.output == "")
        let refused = session.handle("tappedOk")
        #expect(refused.output.hasPrefix("not accepted in checkingLogin: tappedOk\n"))
        let quit = session.handle("quit")
        #expect(quit.finished)
    }
}
