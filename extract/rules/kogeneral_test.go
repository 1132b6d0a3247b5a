package rules

import "testing"

// A catalogue of the forms Korean student and OSS teams write their work
// in (issue 28), beyond the ones korean_test.go, koforms_test.go and
// kohorizon_test.go already hold: future-work headings and labels, owners
// before or after the task, deadlines in the line, in brackets or on a
// parent, done marks, and the label lines that are no work. Every note is
// written for this test. Owners and deadlines are as written (with 님,
// with the instruction a bracketed deadline closes with), as the corpus
// labels them.
var koGeneralCases = []formCase{
	{"ko catalogue: a this-week list with 할 것, 하기, 하라 and nominal endings", `# 3주차 정기 회의

## 논의
- 메인 화면 구성은 카드형으로 결정

## 이번 주 할 일
- 요구사항 명세서 초안 작성할 것
- 화면별 와이어프레임 그려오기
- 깃허브 이슈 템플릿 정리하라
- 기술 스택 비교표
`, []want{
		{line: 7, due: "이번 주", title: "요구사항 명세서 초안 작성"},
		{line: 8, due: "이번 주", title: "화면별 와이어프레임 그려오기"},
		{line: 9, due: "이번 주", title: "깃허브 이슈 템플릿 정리"},
		{line: 10, due: "이번 주", title: "기술 스택 비교표"},
	}},
	{"ko catalogue: a bold sprint-goal label over star bullets; a retrospective label is not", `**지난 스프린트 회고**
* 배포가 늦어짐

**다음주 스프린트까지 목표**
* 결제 페이지 퍼블리싱
* 장바구니 API 연동
`, []want{
		{line: 5, due: "다음주 스프린트까지", title: "결제 페이지 퍼블리싱"},
		{line: 6, due: "다음주 스프린트까지", title: "장바구니 API 연동"},
	}},
	{"ko catalogue: owners after a dash in a 1) list and a • list under a next-week plan", `### 다음 주 계획
1) 크롤링 스크립트 보완 - 예린
2) 데이터 라벨링 가이드 작성 - 태민
• 모델 학습 환경 세팅 - 예린
`, []want{
		{line: 2, owners: "예린", due: "다음 주", title: "크롤링 스크립트 보완"},
		{line: 3, owners: "태민", due: "다음 주", title: "데이터 라벨링 가이드 작성"},
		{line: 4, owners: "예린", due: "다음 주", title: "모델 학습 환경 세팅"},
	}},
	{"ko catalogue: names with 님 in parentheses after the task", `## 향후 계획
- 발표 자료 제작 (하윤님, 지성님)
- 최종 보고서 검토 (태민님)
`, []want{
		{line: 2, owners: "하윤님 지성님", title: "발표 자료 제작"},
		{line: 3, owners: "태민님", title: "최종 보고서 검토"},
	}},
	{"ko catalogue: open boxes with a name and a colon in running notes", `## 회의 내용
- 배포 환경은 도커로 통일
- [ ] 지성: 서버 로그 수집 설정
- [ ] 하윤: 디자인 가이드 공유
`, []want{
		{line: 3, owners: "지성", title: "서버 로그 수집 설정"},
		{line: 4, owners: "하윤", title: "디자인 가이드 공유"},
	}},
	{"ko catalogue: TODO with a name in parentheses, and without", `## 메모
- 테스트 서버는 주말에 점검됨
- TODO(태민): README에 실행 방법 추가
- TODO: 테스트 커버리지 확인
`, []want{
		{line: 3, owners: "태민", title: "README에 실행 방법 추가"},
		{line: 4, title: "테스트 커버리지 확인"},
	}},
	{"ko catalogue: 맡음 and 담당 after the name give the work to them; 추후 논의 is no work", `## 회의 내용
- 발표는 지성이 맡음
- 중간 보고서 작성은 예린 담당
- 서버 비용 문제는 추후 논의
`, []want{
		{line: 2, owners: "지성", title: "발표"},
		{line: 3, owners: "예린", title: "중간 보고서 작성"},
	}},
	{"ko catalogue: 담당 and 기한 as sub-bullets are fields of their parent task", `## 할 일
- 로그인 API 구현
  - 담당: 태민
  - 기한: 3월 20일
- 회원가입 화면
  - 담당: 하윤
`, []want{
		{line: 2, owners: "태민", due: "3월 20일", title: "로그인 API 구현"},
		{line: 5, owners: "하윤", title: "회원가입 화면"},
	}},
	{"ko catalogue: a name, an arrow, then the task", `## 다음 회의까지
- 예린 → 사용자 인터뷰 질문지
- 태민 → 크롤러 배포
`, []want{
		{line: 2, owners: "예린", due: "다음 회의까지", title: "사용자 인터뷰 질문지"},
		{line: 3, owners: "태민", due: "다음 회의까지", title: "크롤러 배포"},
	}},
	{"ko catalogue: a submission with its date is work in a notice list, for a person to confirm (nobody named)", `## 공지
- 중간 발표 자료는 4월 12일까지 제출
- 팀별 회고록 일요일까지 제출
- 중간 발표는 온라인으로 진행됨
`, []want{
		{line: 2, due: "4월 12일까지", title: "중간 발표 자료 제출", titleContains: true, needsHuman: true},
		{line: 3, due: "일요일까지", title: "팀별 회고록 제출", needsHuman: true},
	}},
	{"ko catalogue: a To Do heading over Korean items, 진행 예정 with a week in parentheses", `## To Do
- 검색 필터 기능 추가
- 다크 모드 지원

## 진행 예정
- 사용자 테스트 (5주차)
`, []want{
		{line: 2, title: "검색 필터 기능 추가"},
		{line: 3, title: "다크 모드 지원"},
		{line: 6, due: "5주차", title: "사용자 테스트"},
	}},
	{"ko catalogue: a weekday next week, a date with its weekday, a week number, D-day", `## 할 일
- 다음주 화요일까지 설문 결과 분석
- 3월 28일(금)까지 디자인 확정
- 6주차까지 MVP 완성
- 데모 영상 편집 (D-3)
`, []want{
		{line: 2, due: "다음주 화요일까지", title: "설문 결과 분석"},
		{line: 3, due: "3월 28일(금)까지", title: "디자인 확정"},
		{line: 4, due: "6주차까지", title: "MVP 완성"},
		{line: 5, due: "D-3", title: "데모 영상 편집"},
	}},
	{"ko catalogue: owner first with the deadline inside, after a dash or a colon", `## 다음 회의 전까지
- 예린님 - 이번 주 내로 화면 설계서 공유
- 태민 : 목요일까지 DB 스키마 확정
`, []want{
		{line: 2, owners: "예린님", due: "이번 주 내로", title: "화면 설계서 공유"},
		{line: 3, owners: "태민", due: "목요일까지", title: "DB 스키마 확정"},
	}},
	{"ko catalogue: team parents under a deadline heading own their star sub-bullets", `## 다음 주 수요일까지
* 프론트엔드
  * 마이페이지 구현
* 백엔드
  * 알림 API 구현
`, []want{
		{line: 3, owners: "프론트엔드", due: "다음 주 수요일까지", title: "마이페이지 구현"},
		{line: 5, owners: "백엔드", due: "다음 주 수요일까지", title: "알림 API 구현"},
	}},
	{"ko catalogue: a bracketed label with a weekend deadline heads its list", `[주말동안 완료할 것]
- 팀 로고 시안
- 노션 페이지 정리
`, []want{
		{line: 2, due: "주말동안 완료할 것", title: "팀 로고 시안"},
		{line: 3, due: "주말동안 완료할 것", title: "노션 페이지 정리"},
	}},
	{"ko catalogue: a person with 님이 and a plan with 예정", `## 회의 내용
- 하윤님이 다음주 월요일에 멘토님께 메일 보낼 예정
- 멘토링 피드백이 긍정적이었음
`, []want{
		{line: 2, owners: "하윤", due: "다음주 월요일", title: "멘토님께 메일 보낼", titleContains: true},
	}},
	{"ko catalogue: label lines with a spaced colon, decisions and problems are no work", `# 회의록
참석자 : 예린, 태민, 하윤
일시 : 2026.03.19 (목) 19:00
장소 : 디스코드
- 결정 사항 : 배포는 AWS 대신 Vercel 사용
- 문제점 : 이미지 로딩 속도가 느림
- 서버 : 현재 EC2 프리티어 사용 중
- 다음 회의 : 3월 26일 (목)

## 결정 사항
- 프레임워크는 React로 확정
- 디자인 툴은 피그마를 사용하기로 결정
- 매주 목요일 정기 회의
`, nil},
	{"ko catalogue: a date or a meeting on a parent bullet is due for its children", `## 할 일
- 4/5(토)까지
  - 발표 대본 작성
- 다음 회의 전까지
  - 경쟁사 분석 - 지성
`, []want{
		{line: 3, due: "4/5(토)까지", title: "발표 대본 작성"},
		{line: 5, owners: "지성", due: "다음 회의 전까지", title: "경쟁사 분석"},
	}},
	{"ko catalogue: a horizon label in front of the owner and the task", `## 정리
- 다음 회의까지: 태민 - 모델 성능 비교
- 이번 주: 예린 - 로그인 화면
`, []want{
		{line: 2, owners: "태민", due: "다음 회의까지", title: "모델 성능 비교"},
		{line: 3, owners: "예린", due: "이번 주", title: "로그인 화면"},
	}},
	{"ko catalogue: a speaker's opinion in running notes is no work", `## 회의 내용
- 태민: 그건 좀 어려울 것 같아요
- 예린: 디자인은 지금이 더 나아 보임
- 하윤: 제가 내일까지 시안 두 개 더 만들어 볼게요
`, []want{
		{line: 4, owners: "하윤", due: "내일까지", title: "시안 두 개 더 만들어 볼게요", titleContains: true, needsHuman: true},
	}},
	{"ko catalogue: a roles section gives each member their part; a bare role is none", `## 역할 분담
- 예린: 프론트엔드 화면 구현
- 태민: 서버 및 DB 구축
- 하윤: 디자인, 발표
`, []want{
		{line: 2, owners: "예린", title: "프론트엔드 화면 구현"},
		{line: 3, owners: "태민", title: "서버 및 DB 구축"},
		// "하윤: 디자인, 발표" names roles, not work (rolelines.go).
	}},
	{"ko catalogue: a table with 담당자 and 기한 columns and a done column marked O (done rows are confirmed)", `## 진행 상황
| 작업 | 담당자 | 기한 | 완료 |
|---|---|---|---|
| 로그인 화면 | 예린 | 3/20 | O |
| 결제 연동 | 태민 | 3/27 | |
`, []want{
		{line: 4, owners: "예린", due: "3/20", title: "로그인 화면", needsHuman: true},
		{line: 5, owners: "태민", due: "3/27", title: "결제 연동"},
	}},
}

func TestKoGeneral(t *testing.T) { runFormCases(t, koGeneralCases) }

// More forms of Korean weekly notes: progress tables by member, scrum
// blocks by person, headings by person, handles, and labels that list
// homework inline.
var koGeneralMoreCases = []formCase{
	{"ko catalogue: a table of members with a done column and a next-week column", `## 주간 진행 상황
| 이름 | 이번 주 한 일 | 다음 주 계획 |
|---|---|---|
| 박태민 | 크롤러 작성 | 데이터 정제 |
| 김예린 | 와이어프레임 | 메인 화면 구현 |
`, []want{
		{line: 4, owners: "박태민", due: "다음 주", title: "데이터 정제"},
		{line: 5, owners: "김예린", due: "다음 주", title: "메인 화면 구현"},
	}},
	{"ko catalogue: a person's heading over open boxes; done boxes under a done label are not", `## 개인별 진행
### 박태민
- 한 일
  - [x] DB 스키마 설계
- 할 일
  - [ ] API 명세서 작성
### 김예린
- 할 일
  - [ ] 로그인 화면 퍼블리싱
`, []want{
		{line: 6, owners: "박태민", title: "API 명세서 작성"},
		{line: 9, owners: "김예린", title: "로그인 화면 퍼블리싱"},
	}},
	{"ko catalogue: a GitHub handle after the task in a to-do list", `## TODO
- [ ] 회원가입 API 구현 @taemin
- [ ] 배너 이미지 교체 @yerin-kim
`, []want{
		{line: 2, owners: "taemin", title: "회원가입 API 구현"},
		{line: 3, owners: "yerin-kim", title: "배너 이미지 교체"},
	}},
	{"ko catalogue: a homework label with the work after it, in running notes", `## 회의 내용
- 모델 성능이 기대보다 낮음
- 과제: 하이퍼파라미터 튜닝 결과 정리
`, []want{
		{line: 3, title: "하이퍼파라미터 튜닝 결과 정리"},
	}},
	{"ko catalogue: 할 예정입니다 after a full name in prose", `## 회의 내용
박태민 학생이 다음 주까지 중간 보고서 초안을 작성할 예정입니다.
발표 순서는 추첨으로 정했습니다.
`, []want{
		{line: 2, owners: "박태민", due: "다음 주까지", title: "중간 보고서 초안 작성", titleContains: true},
	}},
	{"ko catalogue: a daily scrum block by person: only today's work", `## 데일리 스크럼
**박태민**
- 어제: 로그인 API 완료
- 오늘: 회원가입 API 구현
- 이슈: 없음
`, []want{
		{line: 4, owners: "박태민", due: "오늘", title: "회원가입 API 구현"},
	}},
	{"ko catalogue: a schedule of dated steps under a plan heading", `## 향후 일정
- ~ 11/20 : 중간 발표 자료 완성
- ~ 11/27 : 사용자 테스트 진행
`, []want{
		{line: 2, due: "~ 11/20", title: "중간 발표 자료 완성"},
		{line: 3, due: "~ 11/27", title: "사용자 테스트 진행"},
	}},
}

func TestKoGeneralMore(t *testing.T) { runFormCases(t, koGeneralMoreCases) }

// Given names that start with no surname syllable (준호, 수빈, 태민, 동현),
// the way student notes write their members, in every place an owner
// goes.
var koGivenNameCases = []formCase{
	{"ko catalogue: given names as sub-headings of a to-do section", `## 다음 회의까지 할 일
### 준호
- 결제 API 연동
### 수빈
- 상세 페이지 디자인
`, []want{
		{line: 3, owners: "준호", due: "다음 회의까지", title: "결제 API 연동"},
		{line: 5, owners: "수빈", due: "다음 회의까지", title: "상세 페이지 디자인"},
	}},
	{"ko catalogue: given names as parent bullets of a this-week list", `## 이번 주 할 일
- 준호
  - 결제 API 연동
- 수빈
  - 상세 페이지 디자인
  - 아이콘 정리
`, []want{
		{line: 3, owners: "준호", due: "이번 주", title: "결제 API 연동"},
		{line: 5, owners: "수빈", due: "이번 주", title: "상세 페이지 디자인"},
		{line: 6, owners: "수빈", due: "이번 주", title: "아이콘 정리"},
	}},
	{"ko catalogue: given names before a colon in a to-do list", `## 할 일
- 준호: 결제 API 연동
- 수빈: 상세 페이지 디자인
- 동현: 배포 파이프라인 점검
`, []want{
		{line: 2, owners: "준호", title: "결제 API 연동"},
		{line: 3, owners: "수빈", title: "상세 페이지 디자인"},
		{line: 4, owners: "동현", title: "배포 파이프라인 점검"},
	}},
	{"ko catalogue: a given name with 이/가 and a commitment in running notes", `## 회의 내용
- 결제 모듈은 외부 API를 쓰기로 함
- 준호가 다음 주까지 결제 API 연동하기로 함
- 수빈이 상세 페이지 시안 만들어 올 예정
`, []want{
		{line: 3, owners: "준호", due: "다음 주까지", title: "결제 API 연동", titleContains: true},
		{line: 4, owners: "수빈", title: "상세 페이지 시안 만들어 올", titleContains: true},
	}},
	{"ko catalogue: a given name in brackets opening the item", `## 할 일
- [준호] 결제 API 연동
- [수빈] 상세 페이지 디자인
`, []want{
		{line: 2, owners: "준호", title: "결제 API 연동"},
		{line: 3, owners: "수빈", title: "상세 페이지 디자인"},
	}},
	{"ko catalogue: labels before a colon in a to-do list are no owners", `## 할 일
- 화면: 로그인, 회원가입 구현
- 서버: 인증 API
`, []want{
		{line: 2, title: "화면: 로그인, 회원가입 구현"},
		{line: 3, title: "서버: 인증 API"},
	}},
}

func TestKoGivenNames(t *testing.T) { runFormCases(t, koGivenNameCases) }

// Forms of sprint and retrospective notes.
var koSprintCases = []formCase{
	{"ko catalogue: a KPT retrospective's headings are no people; a goal table with owner and due columns assigns", `# 스프린트 3 회고

## Keep
- 매일 스탠드업 잘 지켜짐

## Problem
- PR 리뷰가 늦어짐

## 스프린트 4 목표
| 기능 | 담당 | 기한 |
| --- | --- | --- |
| 알림 기능 | 준호 | 5/3 |
| 배포 자동화 | 동현 | 5/6 |
`, []want{
		{line: 12, owners: "준호", due: "5/3", title: "알림 기능"},
		{line: 13, owners: "동현", due: "5/6", title: "배포 자동화"},
	}},
	{"ko catalogue: an 액션 heading with given names and a group, and a 하기로 cut short in the discussion", `## 논의
1. 배포 환경
   - Vercel 사용
   - 환경 변수는 준호가 세팅하기로

## 액션
- 지우: 버튼 컴포넌트 정리 (~3/20)
- 준호: Vercel 도메인 연결
- 다같이: 다음 회의 전까지 피그마 시안 확인
`, []want{
		{line: 4, owners: "준호", title: "환경 변수 세팅하기로", titleContains: true},
		{line: 7, owners: "지우", due: "~3/20", title: "버튼 컴포넌트 정리"},
		{line: 8, owners: "준호", title: "Vercel 도메인 연결"},
		{line: 9, owners: "다같이", due: "다음 회의 전까지", title: "피그마 시안 확인"},
	}},
	{"ko catalogue: a role table without a deadline column stays a roster", `## 팀 구성
| 팀원 | 역할 |
| --- | --- |
| 준호 | 백엔드 |
| 동현 | 프론트엔드 |
`, nil},
}

func TestKoSprint(t *testing.T) { runFormCases(t, koSprintCases) }

// Conclusions written after an arrow, and 하기로 cut short.
var koArrowCases = []formCase{
	{"ko catalogue: a need, an arrow, then who takes it with 하기로 cut short", `## 이번 주 목표
- 민재 : 회원가입 마무리
- 서현 : 메인 페이지 완성

## 건의 사항
- 코드 컨벤션 문서 필요 → 건우가 작성해주기로
- 회의 시간이 너무 길어짐 → 30분 안에 끝내기로
`, []want{
		{line: 2, owners: "민재", due: "이번 주", title: "회원가입 마무리"},
		{line: 3, owners: "서현", due: "이번 주", title: "메인 페이지 완성"},
		{line: 6, owners: "건우", title: "코드 컨벤션 문서 작성"},
	}},
}

func TestKoArrow(t *testing.T) { runFormCases(t, koArrowCases) }

// Study groups and class teams: the next session as a deadline, prose
// with a person as the topic, a member table with a role column.
var koStudyCases = []formCase{
	{"ko catalogue: a label for the next session over a 1) list", `# 9/3 스터디

오늘 한 것: 2장 발표

다음 시간까지:
1) 4장 읽어오기
2) 연습문제 풀어오기
`, []want{
		{line: 6, due: "다음 시간까지", title: "4장 읽어오기"},
		{line: 7, due: "다음 시간까지", title: "연습문제 풀어오기"},
	}},
	{"ko catalogue: prose with a person and 님 as the topic, the sentence closed by a period", `#### 안건 2. 배포
우진님이 이번 주말까지 EC2에 배포해 보기로 함.
세린님은 프론트 빌드 오류 해결.
`, []want{
		{line: 2, owners: "우진", due: "이번 주말까지", title: "EC2에 배포"},
		{line: 3, owners: "세린", title: "프론트 빌드 오류 해결", needsHuman: true},
	}},
	{"ko catalogue: a member table with a role column and this week's to-do column", `**업무 분배**
| 이름 | 역할 | 이번 주 할 일 |
|:---:|:---:|:---|
| 이하늘 | PM | 일정표 작성 |
| 정우진 | BE | DB 스키마 설계 |
`, []want{
		{line: 4, owners: "이하늘", due: "이번 주", title: "일정표 작성"},
		{line: 5, owners: "정우진", due: "이번 주", title: "DB 스키마 설계"},
	}},
}

func TestKoStudy(t *testing.T) { runFormCases(t, koStudyCases) }

// Near misses of the forms above, which must stay no action.
var koNearMissCases = []formCase{
	{"ko catalogue: a today label over what happened, a roster with a role and a period", `## 스터디 기록
- 오늘: 세 명 참석
- 내일: 비 예보

## 팀 구성
| 팀원 | 역할 | 기간 |
|---|---|---|
| 준호 | 회계 | 3월~6월 |
`, nil},
}

func TestKoNearMiss(t *testing.T) { runFormCases(t, koNearMissCases) }

// Replies marked ㄴ under a bullet, and a countdown label.
var koReplyCases = []formCase{
	{"ko catalogue: a conclusion on a ㄴ line under a discussed item", `## 회의 내용
- 로그인 에러 원인 공유
ㄴ 민재가 내일까지 로그 확인하기로
- 디자인 시안 검토
ㄴ 전반적으로 괜찮음
`, []want{
		{line: 3, owners: "민재", due: "내일까지", title: "로그 확인"},
	}},
	{"ko catalogue: D-day before a colon is no owner", `## 마감
- D-day: 12/1 최종 발표 자료 제출
`, []want{
		{line: 2, due: "12/1", title: "최종 발표 자료 제출", titleContains: true},
	}},
}

func TestKoReplies(t *testing.T) { runFormCases(t, koReplyCases) }

// A single item closed by a given name in running notes, the name written
// again elsewhere; an item closed by its outcome.
var koSingleSlotCases = []formCase{
	{"ko catalogue: one item closed by a given name the notes write again", `## 회의 내용
- 로그인 화면 수정 - 태민
- 배포 일정 - 연기
- 태민이 지난주 작업 공유함
`, []want{
		{line: 2, owners: "태민", title: "로그인 화면 수정", needsHuman: true},
	}},
}

func TestKoSingleSlot(t *testing.T) { runFormCases(t, koSingleSlotCases) }

// Prose that gives two people their work in one sentence.
var koClauseCases = []formCase{
	{"ko catalogue: two person clauses joined by 고 share the sentence's commitment", `## 회의 요약
오늘은 파이프라인 구조를 정했다. 민재는 이번 주 안에 수집 스크립트를 완성하고, 서현은 저장 스키마를 정리하기로 했다.
민재는 지난주 크롤러를 완성했고, 서현은 스키마를 검토했다.
민재는 크롤러를 완성했다. 서현은 다음 주까지 스키마를 정리하기로 함.
`, []want{
		{line: 2, owners: "민재", due: "이번 주 안에", title: "수집 스크립트 완성", needsHuman: true},
		{line: 2, owners: "서현", title: "저장 스키마 정리", needsHuman: true},
		{line: 4, owners: "서현", due: "다음 주까지", title: "스키마 정리", needsHuman: true},
	}},
}

func TestKoClauses(t *testing.T) { runFormCases(t, koClauseCases) }
