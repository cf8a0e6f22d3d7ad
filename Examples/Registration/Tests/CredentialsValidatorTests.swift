import RegistrationExample
import Testing

@Suite("Credentials validation: clear messages")
struct CredentialsValidatorTests {
    @Test(
        "each problem is reported",
        arguments: [
            ("", "abcdefg1", [ValidationIssue.emailEmpty]),
            ("   ", "abcdefg1", [.emailEmpty]),
            ("ada", "abcdefg1", [.emailMalformed]),
            ("@example.com", "abcdefg1", [.emailMalformed]),
            ("ada@example", "abcdefg1", [.emailMalformed]),
            ("ada@example.", "abcdefg1", [.emailMalformed]),
            ("ada@.com", "abcdefg1", [.emailMalformed]),
            ("a da@example.com", "abcdefg1", [.emailMalformed]),
            ("ada@@example.com", "abcdefg1", [.emailMalformed]),
            ("ada@example.com", "abc1", [.passwordTooShort(minimum: 8)]),
            ("ada@example.com", "abcdefgh", [.passwordTooSimple]),
            ("ada@example.com", "12345678", [.passwordTooSimple]),
            ("", "", [.emailEmpty, .passwordTooShort(minimum: 8), .passwordTooSimple]),
            ("ada@example.com", "abcdefg1", []),
            (" ada@example.com ", "パスワードは12345", []),
        ])
    func issues(email: String, password: String, expected: [ValidationIssue]) {
        #expect(CredentialsValidator.issues(in: Credentials(email: email, password: password)) == expected)
    }

    @Test("messages say what to do")
    func messages() {
        #expect(ValidationIssue.emailEmpty.message == "Enter an email address.")
        #expect(
            ValidationIssue.emailMalformed.message
                == "The email address needs a name, an @ and a domain, like name@example.com.")
        #expect(
            ValidationIssue.passwordTooShort(minimum: 8).message
                == "The password must be at least 8 characters long.")
        #expect(
            ValidationIssue.passwordTooSimple.message == "The password must contain at least one letter and one digit.")
    }

    @Test("credentials never print their password")
    func redaction() {
        let credentials = Credentials(email: "ada@example.com", password: "s3cretpassword")
        #expect(!String(describing: credentials).contains("s3cret"))
        #expect(!String(reflecting: credentials).contains("s3cret"))
        #expect(!String(describing: AppEvent.registration(.submit(credentials))).contains("s3cret"))
        var dumped = ""
        dump(credentials, to: &dumped)
        #expect(!dumped.contains("s3cret"))
    }
}
