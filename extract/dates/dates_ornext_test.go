package dates

import "testing"

// "this week or next" (OSS minutes: "Rich will try to get to it this
// week or next") is due by the later of the two weeks.
func TestThisWeekOrNext(t *testing.T) {
	m, _ := ParseISO("2018-01-31")
	want := Resolve("next week", m)
	for _, e := range []string{"this week or next", "by this week or next week", "This week or next."} {
		if got := Resolve(e, m); got != want || !got.Resolved() {
			t.Errorf("Resolve(%q) = %+v, want %+v", e, got, want)
		}
	}
}
