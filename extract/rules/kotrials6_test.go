package rules

import "testing"

// Korean capstone and course-project minutes from the ko-trials6 product
// trials (notes invented for the test).
var koTrials6Cases = []formCase{
	{"ko: slash fields 'owner / deadline / work' give the deadline; a field that is no deadline stays in the work", `## 후속 조치
- [ ] 한지민 / 이번 주 / 로그인 화면 시안 정리
- [ ] 오세훈 / 중간발표 전까지 / 발표 자료 초안 작성
- [ ] 박서진 / 데이터 / 전처리 스크립트 작성
`, []want{
		{line: 2, owners: "한지민", due: "이번 주", title: "로그인 화면 시안 정리"},
		{line: 3, owners: "오세훈", due: "중간발표 전까지", title: "발표 자료 초안 작성"},
		{line: 4, owners: "박서진", due: "", title: "데이터 / 전처리 스크립트 작성"},
	}},
	{"ko: a group word under an item naming the to-do list owns its item, outside an action section too", `## 회의 결과 요약
- 결정:
  - 화면은 두 개로 간다
- 액션 아이템:
  - [ ] 김하늘: 발표 대본 초안 작성
  - [ ] 모두: 시연용 체크리스트 검수
`, []want{
		{line: 5, owners: "김하늘", due: "", title: "발표 대본 초안 작성"},
		{line: 6, owners: "모두", due: "", title: "시연용 체크리스트 검수"},
	}},
	{"ko: blank owner and deadline fields leave the work without an owner; an unfilled template row is no task", `### 남은 수치
- [ ] 보스 체력 표 입력 (담당: / 기한: )

### 액션 아이템
- [ ] 담당자 / 기한 / 내용
`, []want{
		{line: 2, owners: "", due: "", title: "보스 체력 표 입력"},
	}},
	{"ko: a topic put off to a later talk is no task; a promise with a date stays", `## 회의 내용
- 서버 구조는 추후 논의 예정
- 정산 화면 추가를 추후 논의예정
- 나머지 기능은 전부 구현 뒤에 이야기할 것
- 예산안은 금요일까지 정리해서 공유하기로 함
`, []want{
		{line: 5, owners: "", due: "금요일까지", title: "예산안 정리해서 공유", needsHuman: true},
	}},
	{"ko: '다음 회의 시간까지' is the deadline, as '다음 회의까지' is", `## 회의 내용
- 각자 다음 회의 시간까지 화면 흐름도를 그려오기
`, []want{
		{line: 2, owners: "각자", due: "다음 회의 시간까지", title: "다음 회의 시간까지 화면 흐름도 그려오기", needsHuman: true},
	}},
	{"ko: an iteration's planning heading hands out its items, as '계획' does", `### 2. Iteration 2 Planning
1. 회원 API 명세 작성: 한지민
2. 명세 완료 후 나머지 인원 목업 화면 제작
`, []want{
		{line: 2, owners: "한지민", due: "", title: "회원 API 명세 작성"},
		{line: 3, owners: "", due: "", title: "명세 완료 후 나머지 인원 목업 화면 제작"},
	}},
	{"ko: an item naming the plan as spaced otherwise ('향후 진행사항') heads its items; a later talk 'added' is no task", `## 세 번째 회의
- 화면 구성 논의
  - 결제 관련 차후 추가 논의 예정
- 향후 진행사항
  - 공공 API 조사 : 한지민, 오세훈
  - 요구사항 명세서 작성
`, []want{
		{line: 5, owners: "한지민 오세훈", due: "", title: "공공 API 조사"},
		{line: 6, owners: "", due: "", title: "요구사항 명세서 작성"},
	}},
	{"ko: members' account names under a done item are a roster; a to-do list's 'name: word' stays work", `## 2026-03-02(월)
- 저장소 생성
  - 한지민 : jimin-h
  - 오세훈 : sehoon42
  - 박서진 : Seojin_P

## 오늘 할 일
- 한지민: PWA2
- 오세훈: Login
`, []want{
		{line: 8, owners: "한지민", due: "오늘", title: "PWA2"},
		{line: 9, owners: "오세훈", due: "오늘", title: "Login"},
	}},
	{"ko: who was chosen for a role is no task; a review put off is no task", `## 첫 회의
- 팀장 선정 : 한지민
- 발표 자료 작성 : 오세훈
- 부가 기능은 기본 구조 완성 이후 검토하기로 했다.
`, []want{
		{line: 3, owners: "오세훈", due: "", title: "발표 자료 작성", needsHuman: true},
	}},
	{"ko: the person named by their part in a closing parenthesis ('(발표자: 이름)') owns the work", `## 향후 진행사항
- 중간 발표 자료 작성 및 발표 진행 (발표자: 한지민)
- 회의록 정리 (작성자: 오세훈, 박서진)
`, []want{
		{line: 2, owners: "한지민", due: "", title: "중간 발표 자료 작성 및 발표 진행"},
		{line: 3, owners: "오세훈 박서진", due: "", title: "회의록 정리"},
	}},
	{"ko: a word of a name's shape among topic items ('- 마이홈' beside '- 메인화면') is a topic, its items no one's work", `## 3월 5일 회의
- 화면 논의
  - 메인화면
    - 서비스 소개 배너 출력
  - 마이홈
    - 사이드바로 설정 화면 접근
    - 글쓰기 버튼으로 게시글 작성
  - 기타
    - 다크 모드 지원 여부
`, []want{}},
	{"ko: after a problem's label and an arrow, the resolution with its own deadline is the work; a resolution already reached is none", `**2. 결제 팀**
- 목표 : 결제 모듈 개발
- 이슈 : 정산 API가 늦게 나올 것 같음 => 12/3까지 목업 데이터로 화면 먼저 구현
- 문제 : 로그인 오류 => 캐시 삭제로 해결함
`, []want{
		{line: 3, owners: "", due: "12/3까지", title: "목업 데이터로 화면 먼저 구현", needsHuman: true},
	}},
}

func TestKoTrials6(t *testing.T) {
	runFormCases(t, koTrials6Cases)
}
