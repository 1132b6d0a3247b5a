package rules

import "testing"

// TestOneStyleHeadings: notes whose headings are all bold lines write the
// team (or person) heading and its parts in one style; when the run opens
// with an owner, the owner heading before a part owns the part's items.
// A run that opens with a part (the parts hold the teams) gives no owner.
func TestOneStyleHeadings(t *testing.T) {
	teamFirst := `**3주차 회의**

**서버팀**
**진행 상황**
- 로그인 API 완료

**다음 목표**
- 회원 탈퇴 API 구현
- 배포 스크립트 정리

**앱팀**
**다음 목표**
- 설정 화면 구현
`
	got := ownersByLine(t, teamFirst)
	checkOwners(t, "team first", got, map[int]string{8: "서버팀", 9: "서버팀", 13: "앱팀"}, []int{5})

	partFirst := `**3주차 회의**

**진행 상황**
**서버팀**
- 로그인 API 완료

**다음 목표**
- 회원 탈퇴 API 구현
`
	got = ownersByLine(t, partFirst)
	checkOwners(t, "part first", got, map[int]string{8: ""}, nil)
}

// TestPlainTeamTitles: the same run written as plain lines, as an export
// without markup leaves it: a team's name right over its first part's
// title ("서버팀" / "진행 상황" / list) is a title too, and owns the parts
// after it.
func TestPlainTeamTitles(t *testing.T) {
	notes := `3주차 회의
회의록입니다

서버팀
진행 상황
- 로그인 API 완료

다음 목표
- 회원 탈퇴 API 구현

앱팀
다음 목표
- 설정 화면 구현
`
	got := ownersByLine(t, notes)
	checkOwners(t, "plain team titles", got, map[int]string{9: "서버팀", 13: "앱팀"}, []int{4, 6})
}
