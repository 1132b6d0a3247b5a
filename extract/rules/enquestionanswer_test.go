package rules

import "testing"

// TestQuestionThenAnswer: an agenda question and, on the same line, the
// answer that commits someone ("What do we do with the noise policy?
// Dana and Kim will continue working on it") is the answer's commitment.
func TestQuestionThenAnswer(t *testing.T) {
	runFormCases(t, []formCase{{"en: question then committed answer", `# House meeting

- Present: Dana, Kim

### Discussion
- What do we do with the noise policy? Dana and Kim will continue working on it
- Is the shed roof leaking again?
`, []want{
		{line: 6, owners: "Dana Kim", title: "continue working on it", needsHuman: true},
	}}})
}
