package rules

import (
	"strings"
	"testing"
)

// TestKoMarkedLeadName: a name marked as a person's where it opens the
// line — "@이름 …", "이름님 …", "[이름] …", "[Jo] …" — owns the work after
// it as "이름 : …" does, outside an action section too (there, as a
// possible action with its person). Found by rewriting the owners of the
// shared Korean samples (issue 28); notes written for this test.
func TestKoMarkedLeadName(t *testing.T) {
	notes := `# 데이터 수집 회의

:notebook: 커뮤니티 글 수집

1. 커뮤니티 :

- 한서준 : 보수 성향 커뮤니티 게시판

- @오민재 진보 성향 커뮤니티 게시판

- 유다인님 중도 성향 커뮤니티 게시판

- [남궁별] 해외 커뮤니티 게시판

[Rin] 댓글 찾아서 정리하기
`
	cs, _ := parseWithPossible(t, notes)
	got := map[int]string{}
	for _, c := range cs {
		got[c.Line] = strings.Join(c.Owners, ",")
	}
	for line, want := range map[int]string{9: "오민재", 11: "유다인", 13: "남궁별", 15: "Rin"} {
		if got[line] != want {
			t.Errorf("line %d: owners %q, want %q (all: %v)", line, got[line], want, got)
		}
	}
}

// TestKoGroupTopicOwner: "전원은 …" in a list of tasks is the whole
// team's, as "전원: …" is (issue 28, the topic form of the owner).
func TestKoGroupTopicOwner(t *testing.T) {
	notes := `## 오늘 액션 아이템

1. [ ] 전원은 학생 인증 신청
2. [ ] 모두는 첫 커밋 1건씩 등록
3. [ ] 한서준은 배포 스크립트 검토
`
	got := ownersByLine(t, notes)
	for line, want := range map[int]string{3: "전원", 4: "모두", 5: "한서준"} {
		if got[line] != want {
			t.Errorf("line %d: owners %q, want %q (all: %v)", line, got[line], want, got)
		}
	}
}

// TestKoMarkedLeadPast: a marked name before what was done in the past
// ("@이름 지난주 회고") reports; it gives no work.
func TestKoMarkedLeadPast(t *testing.T) {
	cs, _ := parseWithPossible(t, "# 회의\n\n- @한서준 지난주 회고\n- 유다인님 어제 배포 결과\n")
	if len(cs) != 0 {
		t.Errorf("candidates %v, want none", cs)
	}
}

// TestKoTeamDashLead: a team opening an item with a spaced dash ("백엔드 -
// 로그인 API 구현") owns it as "백엔드: …" does, with the deadline written
// after the dash or carried by the line above (issue 28, the owner
// written first; notes written for this test).
func TestKoTeamDashLead(t *testing.T) {
	notes := `## 다음 목표
다음주까지
- 백엔드 - 결제 API 구현 및 테스트 코드
- 프론트엔드 - 금요일까지 업로드 화면 구현
- 디자인 - 아이콘 시안 작성
`
	got := candsByLine(t, notes)
	for line, want := range map[int][2]string{3: {"백엔드", "다음주까지"}, 4: {"프론트엔드", "금요일까지"}, 5: {"디자인", "다음주까지"}} {
		if c := got[line]; strings.Join(c.Owners, ",") != want[0] || c.Due != want[1] {
			t.Errorf("line %d: owners %q due %q, want %q %q", line, c.Owners, c.Due, want[0], want[1])
		}
	}
}
