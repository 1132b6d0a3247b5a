package rules

import "testing"

// Korean forms of teams the rules were not built from (issue 28, fresh set
// 28n), each in notes written for this test, with the lines beside them
// that must stay no action.
var koGeneral28nCases = []formCase{
	{"ko: a running log headed by dates is a record of each day, not work due that day; a dated deadline heading still is", `# 회의록

### 2021.12.21 (화)
- 팀명 브레인스토밍
- 프로젝트 도메인 선택

### 2021.12.22 (수)
- 요구사항 정의서 작성
- 역할 분담

### 12/24(금)까지
- 발표 자료 초안
`, []want{
		{line: 12, owners: "", due: "12/24(금)까지", title: "발표 자료 초안"},
	}},
	{"ko: the items nested under a person's name are that person's work to confirm; what is done, under way or weighed is not", `# 190808

* 선민
  * 오프라인 PUSH 알람
  * 알림취소 버튼 추가했습니다
* 무성
  * 관리자 페이지 기능 별로 분류하기
  * 관리자 페이지에 그래프를 넣을까 고민중...
* 지현
  * 프리뷰 오류 수정 진행 중
  * 접속 오류의 원인을 거의 잡은 상태
`, []want{
		{line: 4, owners: "선민", due: "", title: "오프라인 PUSH 알람", needsHuman: true},
		{line: 7, owners: "무성", due: "", title: "관리자 페이지 기능 별로 분류", needsHuman: true},
	}},
	{"ko: topics nested as parents are no people", `# 회의

* 로그인
  * 버튼 색 변경
* 회원가입
  * 약관 동의 추가
* 게시판
  * 페이지네이션
`, nil},
	{"ko: a given name labelling its line among other members' names is who commits", `# 2/7 회의

진행상황 공유
동훈: 배포 환경 세팅, 금일 배포 예정
승환: 채팅방 페이지 이동 작업 예정
기정: 마커 등록 예정
`, []want{
		{line: 4, owners: "동훈", due: "", title: "배포 환경 세팅, 금일 배포", needsHuman: true},
		{line: 5, owners: "승환", due: "", title: "채팅방 페이지 이동 작업", needsHuman: true},
		{line: 6, owners: "기정", due: "", title: "마커 등록", needsHuman: true},
	}},
	{"ko: the day's work and what is left are work ahead; what was done today and what to discuss are not", `# 2/7 스크럼

### 내일 진행할 사항
- 깃 플로우를 통한 깃 컨벤션 정리

### 금일 성과
- 그래프 4번 완성

### 논의할 사항
- 깃 컨벤션 정리

## 남은 사항
- 배틀 서비스 로그 처리
`, []want{
		{line: 4, owners: "", due: "", title: "깃 플로우 통한 깃 컨벤션 정리"},
		{line: 13, owners: "", due: "", title: "배틀 서비스 로그 처리"},
	}},
	{"ko: a team labelling its line in a run of team labels owns it; a person made the subject with 님 and 께서 owns the line", `# 회의

### [금일 업무 공유]
- 프론트엔드: 부트스트랩 커스터마이징 방법 강구
- 백엔드: bokeh 시각화 방법 독학
- 데이터 분석: 각 페이지에 맞는 데이터 전처리

### 할 일
- 로고는 일단 연화님께서 맡아주시는걸로
- 발표 자료는 서윤님께서 보강하라고 하심
`, []want{
		{line: 4, owners: "프론트엔드", due: "", title: "부트스트랩 커스터마이징 방법 강구"},
		{line: 5, owners: "백엔드", due: "", title: "bokeh 시각화 방법 독학"},
		{line: 6, owners: "데이터 분석", due: "", title: "각 페이지에 맞는 데이터 전처리"},
		{line: 9, owners: "연화", due: "", title: "연화님께서 맡아주시는걸로", titleContains: true},
		{line: 10, owners: "", due: "", title: "보강하라고 하심", titleContains: true},
	}},
	{"ko: a list closed by a line that is only a deadline is work due then; a list closed by another line is not", `# 2019-07-10 회의

- 로그인 화면 구현
- 회원가입 화면 구현

발표는 잘 끝남

- header, footer 구현
- 헤더 영역에 팀 제목 노출 구현
  - 모바일에서 가운데 정렬

기간은 다음주 화요일까지
`, []want{
		{line: 8, owners: "", due: "다음주 화요일까지", title: "header, footer 구현", needsHuman: true},
		{line: 9, owners: "", due: "다음주 화요일까지", title: "헤더 영역에 팀 제목 노출 구현", needsHuman: true},
	}},
	{"ko: a quote's own TODO lines are the to-do list of the member whose heading it sits under", `# 회의

## 각자 공부한 것

### 동관

- 파이어베이스 공부중

> TODO
>
> 파이어베이스 개발

### 길준

- 뷰 강의 듣는 중

> TODO
>
> 다음 지도 API 개발

### 현우

> 참고: 공식 문서 링크 모음
`, []want{
		{line: 11, owners: "동관", due: "", title: "파이어베이스 개발"},
		{line: 19, owners: "길준", due: "", title: "다음 지도 API 개발"},
	}},
	{"ko: deciding to do work at a time is a task; deciding what to use is not; a guess is none", `# 11/11 회의

## 데이터
- 11/13(수)에 데이터 수집 진행하기로 결정
- 모델 학습 후 확인하기로 결정
- DB는 MySQL을 사용하기로 결정

## 단기 방향
- 파이어베이스 시작해야할듯 - 동관
- pwa 공부하기 - 현우
`, []want{
		{line: 4, owners: "", due: "11/13(수)", title: "데이터 수집 진행", needsHuman: true, titleContains: true},
		{line: 5, owners: "", due: "", title: "모델 학습 후 확인", needsHuman: true},
		{line: 10, owners: "현우", due: "", title: "pwa 공부", needsHuman: true},
	}},
	{"ko: a date and a plan in closing parentheses make the item work due then; a topic labelled with its person in charge is theirs", `### 23.11.15

- ER 설계 및 DB 생성 (11.16 완료예정)
- 로그인 오류 (원인 파악 중)

<기능별 개발상황>
- 회원관리(이건구) : 회원 DB 재설계 예정
- 맛집등록(장미나) : 입력폼 개발 예정
- 맛집검색(김용구) : 검색 기능 구현 예정
`, []want{
		{line: 3, owners: "", due: "11.16", title: "ER 설계 및 DB 생성 완료", needsHuman: true},
		{line: 7, owners: "이건구", due: "", title: "회원 DB 재설계", needsHuman: true},
		{line: 8, owners: "장미나", due: "", title: "입력폼 개발", needsHuman: true},
		{line: 9, owners: "김용구", due: "", title: "검색 기능 구현", needsHuman: true},
	}},
}

func TestKoRunningLog(t *testing.T) { runFormCases(t, koGeneral28nCases) }
