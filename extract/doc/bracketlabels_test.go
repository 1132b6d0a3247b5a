package doc

import (
	"strings"
	"testing"
)

// Minutes that label parts in two bracket styles nest the one they use
// later under the one they use first, as a template's levels: "【서버】"
// over a blank line over "[진행 사항]" heads that part (it was read as a
// line of text, its items left in the part before), and "[다음 할 일]"
// after the first part's items is still a part of "【서버】".
func TestBracketStylesNest(t *testing.T) {
	notes := "【화면】\n[진행 사항]\n- 로그인 화면 완료\n\n【서버】\n\n[진행 사항]\n- 인증 API 완료\n\n[다음 할 일]\n- 배포 스크립트 작성\n"
	d, kinds := lineKinds(t, notes)
	for _, line := range []int{1, 2, 5, 7, 10} {
		if kinds[line] != Heading {
			t.Errorf("line %d: kind %v, want a heading", line, kinds[line])
		}
	}
	var path []string
	for s := d.Nodes[d.Index(11)].Section; s != nil; s = s.Parent {
		path = append(path, s.Title)
	}
	if got := strings.Join(path, " < "); got != "[다음 할 일] < 【서버】" {
		t.Errorf("line 11's parts: %s, want [다음 할 일] < 【서버】", got)
	}
}

func TestDateline(t *testing.T) {
	for title, want := range map[string]bool{
		"[March 3, 2031]": true, "2031-03-03 (월)": true, "〈2031년 3월 3일〉": true, "3 Mar 2031": true,
		"[다음 할 일]": false, "Due 2031-03-03": false, "D-9 · 2031-03-03 (월)": false, "3/3": false,
	} {
		if got := Dateline(title); got != want {
			t.Errorf("Dateline(%q) = %v, want %v", title, got, want)
		}
	}
}
