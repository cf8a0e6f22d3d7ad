import OnboardingExample
import Switchyard
import Testing

/// (a) Transition logic: the table alone, no store and no effects.
struct OnboardingTableTests {
    let machine = OnboardingFlow.machine(session: InMemorySession(loggedIn: false))

    @Test func loginFromCheckingLoginShowsTheTutorial() {
        #expect(machine.nextState(from: .checkingLogin, on: .login) == .showingTutorialModal)
    }

    /// Every arrow of the diagram, and nothing else: each (state, event) pair not listed is ignored.
    @Test func theTableIsExactlyTheDiagram() {
        let expected: [OnboardingState: [OnboardingEvent: OnboardingState]] = [
            .root: [.next: .checkingLogin],
            .checkingLogin: [.login: .showingTutorialModal, .notLogin: .showingLoginModal],
            .showingLoginModal: [.tappedLogin: .showingTutorialModal, .tappedNoLogin: .finish],
            .showingTutorialModal: [.tappedOk: .finish],
            .finish: [:],
        ]
        for state in OnboardingState.allCases {
            for event in OnboardingEvent.allCases {
                #expect(
                    machine.nextState(from: state, on: event) == expected[state]?[event],
                    "\(state) on \(event)")
            }
        }
        #expect(OnboardingFlow.table.rules.count == 6)
        #expect(Set(OnboardingFlow.table.states) == Set(OnboardingState.allCases))
        #expect(Set(OnboardingFlow.table.events) == Set(OnboardingEvent.allCases))
        #expect(OnboardingFlow.table.events(from: .showingLoginModal) == [.tappedLogin, .tappedNoLogin])
    }

    @Test func theMachineStartsAtRoot() {
        #expect(machine.initialState == .root)
        #expect(machine.table != nil)
    }

    @Test func rulesRunNoEffectsOfTheirOwn() {
        for rule in OnboardingFlow.table.rules {
            #expect(machine.transition(from: rule.from, on: rule.event)?.effect.isNone == true)
        }
    }

    @Test func onlyCheckingLoginHasAStateFunction() {
        for state in OnboardingState.allCases {
            let actions = machine.entryEffect(for: state).actions
            if state == .checkingLogin {
                #expect(actions == [.run(id: OnboardingFlow.sessionCheckID, cancelsOnExit: false)])
            } else {
                #expect(actions.isEmpty, "\(state)")
            }
        }
    }

    @Test func theModalFollowsTheState() {
        #expect(OnboardingState.root.presentedModal == nil)
        #expect(OnboardingState.checkingLogin.presentedModal == nil)
        #expect(OnboardingState.showingLoginModal.presentedModal == .login)
        #expect(OnboardingState.showingTutorialModal.presentedModal == .tutorial)
        #expect(OnboardingState.finish.presentedModal == nil)
    }
}
