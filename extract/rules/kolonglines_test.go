package rules

import "testing"

// Long Korean lines holding several items (issue 28, fresh set 28y), in
// notes written for this test: each sentence, " / "-separated note or
// inline-numbered item is read alone, on the line they share.
var koLongLine28yCases = []formCase{
	{"ko long line: the sentence that commits a person is that person's action, titled by its own words; the sentences around it are none", `# 6/3 회의
## 논의 내용
- 결제 오류: 원인은 세션 만료 설정으로 추정됨. 도현님이 금요일까지 만료 시간 확인하고 공유하기로 함. 배포는 다음 주에 진행.
`, []want{
		{line: 3, owners: "도현", due: "금요일까지", title: "만료 시간 확인하고 공유"},
	}},
	{"ko long line: notes separated by slashes give one action per person who commits", `# 회의
## 논의
- 화면 검토는 끝났음. 예린님이 화요일까지 시안 수정하기로 함 / 준서님은 API 문서 정리할 예정 / 다음 회의에서 최종 확인.
`, []want{
		{line: 3, owners: "예린", due: "화요일까지", title: "시안 수정"},
		{line: 3, owners: "준서", title: "API 문서 정리"},
	}},
	{"ko long line: an inline numbered list under a to-do heading is one task per number", `# 회의
## 다음 할 일
- 1) 테스트 케이스 작성 2) 배포 스크립트 정리 3) README 갱신
`, []want{
		{line: 3, title: "테스트 케이스 작성"},
		{line: 3, title: "배포 스크립트 정리"},
		{line: 3, title: "README 갱신"},
	}},
	{"ko long line: sentences that only report stay one line and give no action", `# 회의
## 진행 상황
- 로그인 화면은 지난주에 마무리되었고 테스트도 통과했다. 회원가입 화면은 디자인 검토를 받았다. 남은 부분은 크게 없다.
`, nil},
}

func TestKoLongLine(t *testing.T) { runFormCases(t, koLongLine28yCases) }

// TestKoLongLineUnderTodo: under a to-do heading a long line of
// slash-separated nominal items is one task per item.
func TestKoLongLineUnderTodo(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko long line: nominal items under a to-do heading", `# 회의
## 이번 주 할 일
- 로그인 API 구현 / 회원가입 화면 디자인 수정 / 데이터베이스 스키마 정리 / 배포 스크립트 작성
`, []want{
			{line: 3, due: "이번 주", title: "로그인 API 구현"},
			{line: 3, due: "이번 주", title: "회원가입 화면 디자인 수정"},
			{line: 3, due: "이번 주", title: "데이터베이스 스키마 정리"},
			{line: 3, due: "이번 주", title: "배포 스크립트 작성"},
		}},
	})
}

// TestKoLongLineDashOwner: a long item closed by its owner after a
// dash keeps that owner.
func TestKoLongLineDashOwner(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko long line: the owner after the dash stays the owner", `# 회의
## 할 일
- 수집 스크립트 작성 및 전처리 파이프라인 정리, 실험 결과 표로 요약해서 공유 - 김하람
`, []want{
			{line: 3, owners: "김하람", titleContains: true, title: "수집 스크립트 작성"},
		}},
	})
}
