package rules

import "testing"

// TestRosterLabels: member labels repeated under two headings are
// people, spelled however the notes spell them; their nested items under
// a future-work heading are theirs. Topics repeated the same way in one
// word stay topics (notes written for this test).
func TestRosterLabels(t *testing.T) {
	runFormCases(t, []formCase{
		{"roster labels repeated under two headings own their nested goals", `# 12주차 모임

## Review
* Mina Cho
  * 디자인 패턴 2장 읽음
* JOON HO, PARK
  * 알고리즘 3문제 풀이

## Next goal
* Mina Cho
  * ISOmap 구현
  * decorator 써보기
* JOON HO, PARK
  * 알고리즘 5문제 풀기
`, []want{
			{line: 11, owners: "Mina Cho", title: "ISOmap 구현"},
			{line: 12, owners: "Mina Cho", title: "decorator 써보기"},
			{line: 14, owners: "JOON HO PARK", title: "알고리즘 5문제 풀기"},
		}},
		{"one-word labels repeated in each meeting are topics", `# Notes

## Updates
* Mentorship
  * term 2 is open
* Outreach
  * blog post is out

## Next steps
* Mentorship
  * Draft the term 3 timeline
* Outreach
  * Send the newsletter
`, []want{
			{line: 11, owners: "", title: "Draft the term 3 timeline"},
			{line: 13, owners: "", title: "Send the newsletter"},
		}},
	})
}
