public import Switchyard

/// The README's register flow (its "Deep links" section), written once for every test target that runs it:
/// `welcome --chooseRegister--> register --registered--> success`, each state drawn as a screen.
public enum RegisterFlow {
    /// The flow's screens.
    public enum Screen: Hashable, Sendable {
        case welcome, register, success
    }

    /// What moves the flow on.
    public enum ScreenEvent: Hashable, Sendable {
        case chooseRegister, registered
    }

    /// The flow, named `register`.
    public static let flow = Flow(
        name: "register",
        machine: Machine<Screen, ScreenEvent>.table(
            initial: .welcome,
            rules: [
                .from(.welcome, on: .chooseRegister, to: .register),
                .from(.register, on: .registered, to: .success),
            ]),
        node: { screen in .screen("\(screen)") })
}
