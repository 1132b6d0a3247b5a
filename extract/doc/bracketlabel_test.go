package doc

import "testing"

// A label typed in brackets on its own line ("[개인별 과제]", "<Action
// items>") heads the plain lines or the list under it (issue 28: the
// lines under it were only possible actions); a checkbox, a link and a
// bracketed sentence stay what they were.
func TestBracketLabelHeadsWhatFollows(t *testing.T) {
	notes := "[개인별 과제]\n민수 - 회원가입 구현\n서연 - 지도 API 연동\n\n<Action items>\n- Alice to ship it\n\n[ ]\nplain text\n\n[see the doc](http://x)\nplain text\n\n[The build broke again. We paused it.]\nplain text\n"
	d, kinds := lineKinds(t, notes)
	for _, line := range []int{1, 5} {
		if kinds[line] != Heading {
			t.Errorf("line %d: kind %v, want a heading", line, kinds[line])
		}
	}
	for _, line := range []int{8, 11, 14} {
		if kinds[line] == Heading {
			t.Errorf("line %d read as a heading", line)
		}
	}
	sec := d.Nodes[d.Index(2)].Section
	if sec == nil || sec.Title != "[개인별 과제]" {
		t.Errorf("line 2's section: %+v, want [개인별 과제]", sec)
	}
}
