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

// TestBracketLabelAlone: a bracketed label standing alone between blank
// lines heads the text under it ("[Action Items]", a blank, "ALL: Update
// the site"), as a title does; an HTML tag alone ("<br>") and a label
// inside running text stay what they are.
func TestBracketLabelAlone(t *testing.T) {
	notes := "Minutes\n\n[Action Items]\n\nALL: Update the documentation site\n\nKim: file the release issue\n\n<br>\n\nThe next call is in two weeks.\n\nWe agreed [for now] to\nkeep the format.\n"
	d, kinds := lineKinds(t, notes)
	if kinds[3] != Heading {
		t.Errorf("line 3: kind %v, want a heading", kinds[3])
	}
	if s := d.Nodes[d.Index(7)].Section; s == nil || s.Title != "[Action Items]" {
		t.Errorf("line 7's part: %+v, want [Action Items]", s)
	}
	for _, line := range []int{9, 13} {
		if kinds[line] == Heading {
			t.Errorf("line %d: read as a heading", line)
		}
	}
}

// TestBracketTitleParts: a longer bracketed title standing alone
// ("【Topic: Error Handling PR】") ends the part before it, and a colon
// label in a part a bracketed label opened ("[Action Items]", a line
// for all, "Kim:" over Kim's list) is a part of it, so Kim's list is among the action
// items.
func TestBracketTitleParts(t *testing.T) {
	notes := "【Action item review】\n\nAna: waiting for the PR.\n\n【Topic: Error Handling (second round)】\n\nBo: No idea if this is doable.\n\n[Action Items]\n\nALL: update the wiki\n\nKim:\n\n- File the release issue\n- Update the site\n"
	d, kinds := lineKinds(t, notes)
	if kinds[5] != Heading {
		t.Errorf("line 5: kind %v, want a heading", kinds[5])
	}
	if s := d.Nodes[d.Index(7)].Section; s == nil || s.Title != "【Topic: Error Handling (second round)】" {
		t.Errorf("line 7's part: %+v, want the topic", s)
	}
	var path []string
	for s := d.Nodes[d.Index(15)].Section; s != nil; s = s.Parent {
		path = append(path, s.Title)
	}
	if got := strings.Join(path, " < "); got != "Kim < [Action Items]" {
		t.Errorf("line 15's parts: %s, want Kim < [Action Items]", got)
	}
}
