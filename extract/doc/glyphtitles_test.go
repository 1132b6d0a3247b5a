package doc

import (
	"strings"
	"testing"
)

// partsOf is the titles of the parts line is in, innermost first.
func partsOf(d *Document, line int) string {
	var path []string
	for s := d.Nodes[d.Index(line)].Section; s != nil; s = s.Parent {
		path = append(path, s.Title)
	}
	return strings.Join(path, " < ")
}

// wantParts: line is in the parts want names, innermost first.
func wantParts(t *testing.T, d *Document, line int, want string) {
	t.Helper()
	if got := partsOf(d, line); got != want {
		t.Errorf("line %d's parts: %s, want %s", line, got, want)
	}
}

func wantHeadings(t *testing.T, kinds map[int]Kind, lines ...int) {
	t.Helper()
	for _, line := range lines {
		if kinds[line] != Heading {
			t.Errorf("line %d: kind %v, want a heading", line, kinds[line])
		}
	}
}

// Minutes that title their parts behind glyphs rank each glyph as they
// first use it: "◆ 다음 할 일" after the items of "◆ 진행 사항" is still a
// part of "■ 서버" (it was read as the server part's sibling, its items
// no longer the server's), and "■ 화면" over a blank line over "◆ 진행
// 사항" titles the screen part (it was read as a line of text).
func TestGlyphTitlesRank(t *testing.T) {
	notes := "■ 서버\n◆ 진행 사항\n- 인증 API 완료\n\n◆ 다음 할 일\n- 배포 스크립트 작성\n\n■ 화면\n\n◆ 진행 사항\n- 로그인 화면 완료\n"
	d, kinds := lineKinds(t, notes)
	wantHeadings(t, kinds, 1, 2, 5, 8, 10)
	wantParts(t, d, 6, "◆ 다음 할 일 < ■ 서버")
	wantParts(t, d, 11, "◆ 진행 사항 < ■ 화면")
}

// A glyph the notes lead their part titles with titles a part with text
// right under it ("■ 서버" over a link to its branch, "◆ 진행 사항" over
// a screenshot), and a glyph new to the notes under a part that holds no
// list yet titles that part's first part.
func TestGlyphTitlesUsed(t *testing.T) {
	notes := "■ 서버\n[branch](https://example.com/tree/x)\n\n◆ 진행 사항\n![shot](shot.png)\n\n- 인증 API 완료\n\n◆ 다음 할 일\n- 배포 스크립트 작성\n\n■ 화면\n- 로그인 화면 완료\n"
	d, kinds := lineKinds(t, notes)
	wantHeadings(t, kinds, 1, 4, 9, 12)
	wantParts(t, d, 10, "◆ 다음 할 일 < ■ 서버")
}

// "📎 Next steps" between blank lines over a sentence titles the part as
// "Next steps" does; a plain label in it ("Lena:") is one of its parts,
// as under a heading, not a part after it.
func TestGlyphSummaryTitle(t *testing.T) {
	notes := "📎 Next steps\n\nWe split the work below; the board says more about each of the tasks and dates.\n\nKai:\n\n- book the venue\n\nLena:\n\n- send the invites\n"
	d, kinds := lineKinds(t, notes)
	wantHeadings(t, kinds, 1, 5, 9)
	wantParts(t, d, 11, "Lena < 📎 Next steps")
}

// A line between blank lines led by a glyph that titles parts already
// titles a part however long its words ("■ Topic: Budget for the spring
// term"), so the prose under it is not the part before's.
func TestGlyphTitleRanked(t *testing.T) {
	notes := "■ Admin\n\n- Scribe is Ola\n\n■ Topic: Budget for the spring term and travel\n\nPIA: we spend less on travel this spring.\n"
	d, kinds := lineKinds(t, notes)
	wantHeadings(t, kinds, 1, 5)
	wantParts(t, d, 7, "■ Topic: Budget for the spring term and travel")
}

// A label led by a glyph that titles parts takes that glyph's level
// however many its words: it is no plain label of the part before.
func TestGlyphLongLabelRanked(t *testing.T) {
	notes := "◆ 서버 작업\n- 인증 API 완료\n\n◆ Token JSON 데이터 형태 제안\n- tokens 목록\n"
	d, kinds := lineKinds(t, notes)
	wantHeadings(t, kinds, 1, 4)
	wantParts(t, d, 5, "◆ Token JSON 데이터 형태 제안")
}

// One glyph is one level: "■ Meeting Minutes" right under an empty "■
// Tasks:" is its sibling, not its part (it took the deeper level its
// place gave, and the minutes under it were read as tasks).
func TestGlyphSameGlyphSiblings(t *testing.T) {
	notes := "■ Tasks:\n\n■ Meeting Minutes\n\n▣ Intro for new members\n\n* Robin introducing herself\n"
	d, kinds := lineKinds(t, notes)
	wantHeadings(t, kinds, 1, 3, 5)
	wantParts(t, d, 7, "▣ Intro for new members < ■ Meeting Minutes")
}

// A line between blank lines led by a glyph the notes lead their short
// titles with titles a part though only prose follows ("■ Info Share"
// over the speakers' lines), and a glyph-led title naming actions heads
// the list under a remark ("◆ Action points for follow up").
func TestGlyphTitlesBetweenBlanks(t *testing.T) {
	notes := "# Action items\n\n- APP to check the license\n\n■ Agenda Review\n\n■ Info Share\n\nSCL: we got a couple of interns to build the editor.\n"
	d, kinds := lineKinds(t, notes)
	wantHeadings(t, kinds, 5, 7)
	wantParts(t, d, 9, "■ Info Share < Action items")
	notes = "# Sync\n\nWe met briefly.\n\n◆ Action points for follow up\n*Please move these to the tracker as new issues, one for each action.*\n* ALS to save the notes as a template\n"
	d, kinds = lineKinds(t, notes)
	wantHeadings(t, kinds, 5)
	wantParts(t, d, 7, "◆ Action points for follow up < Sync")
}
