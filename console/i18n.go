package console

import (
	"net/http"
	"strings"
)

// catalog holds the console's words: English, then Korean.
var catalog = map[string][2]string{
	"title":            {"axagent console", "axagent 콘솔"},
	"meetings":         {"Meetings", "회의"},
	"queue":            {"Needs a person", "사람 확인 필요"},
	"unknown":          {"In doubt", "결과 확인 중"},
	"sign in":          {"Sign in", "로그인"},
	"sign out":         {"Sign out", "로그아웃"},
	"operator":         {"Operator", "운영자"},
	"token":            {"Token", "토큰"},
	"wrong token":      {"Wrong operator name or token.", "운영자 이름 또는 토큰이 올바르지 않습니다."},
	"signed in as":     {"Signed in as", "로그인:"},
	"meeting":          {"Meeting", "회의"},
	"actions":          {"Actions", "액션"},
	"awaiting":         {"Awaiting approval", "승인 대기"},
	"updated":          {"Updated", "갱신"},
	"no meetings":      {"No meetings yet.", "아직 회의가 없습니다."},
	"empty queue":      {"Nothing waits for a person.", "사람의 확인을 기다리는 항목이 없습니다."},
	"empty unknown":    {"Nothing is in doubt.", "확인 중인 항목이 없습니다."},
	"key":              {"Key", "키"},
	"action":           {"Action", "액션"},
	"assignee":         {"Assignee", "담당자"},
	"due":              {"Due", "기한"},
	"state":            {"State", "상태"},
	"reason":           {"Reason", "사유"},
	"at":               {"At", "시각"},
	"from":             {"From", "이전 상태"},
	"to":               {"To", "다음 상태"},
	"generation":       {"Gen.", "세대"},
	"actor":            {"Actor", "주체"},
	"attempt":          {"Attempt", "시도"},
	"owner":            {"Owner", "작업자"},
	"started":          {"Started", "시작"},
	"outcome":          {"Outcome", "결과"},
	"error":            {"Error", "오류"},
	"channel":          {"Channel", "채널"},
	"recipient":        {"Recipient", "수신자"},
	"message":          {"Message ID", "메시지 ID"},
	"source":           {"Source line", "회의록 원문"},
	"extracted":        {"extracted", "추출"},
	"approved":         {"approved", "승인"},
	"registered":       {"registered", "등록"},
	"notified":         {"notified", "알림"},
	"approve":          {"Approve", "승인"},
	"approve all":      {"Approve all awaiting", "대기 중인 항목 모두 승인"},
	"earlier tasks":    {"Tied to earlier tasks of the series", "시리즈의 이전 업무와 연결"},
	"link":             {"Link", "연결"},
	"earlier task":     {"Earlier task", "이전 업무"},
	"same":             {"restated (not filed again)", "같은 업무(다시 등록하지 않음)"},
	"possible":         {"possibly the same (filed)", "같은 업무일 수 있음(등록됨)"},
	"merged":           {"merged by a person", "사람이 합침"},
	"distinct":         {"another task, says a person", "다른 업무(사람 판단)"},
	"merge":            {"Merge into it", "이 업무로 합치기"},
	"reject":           {"Reject", "거절"},
	"assign":           {"Assign and send", "담당자 지정 후 진행"},
	"set due":          {"Set due date and send", "기한 지정 후 진행"},
	"edit title":       {"Edit title and send", "제목 수정 후 진행"},
	"requeue":          {"Send again", "다시 보내기"},
	"abandon":          {"Abandon", "포기"},
	"mark found":       {"Mark found (tracker ID)", "트래커에서 찾음 (ID)"},
	"check now":        {"Check the tracker now", "지금 트래커 확인"},
	"why":              {"Why (kept in the audit log)", "사유 (감사 기록에 남음)"},
	"timeline":         {"Timeline", "이력"},
	"transitions":      {"Transitions", "상태 변화"},
	"attempts":         {"Attempts", "시도"},
	"notifications":    {"Notifications", "알림"},
	"title field":      {"Title", "제목"},
	"external":         {"Tracker ID", "트래커 ID"},
	"candidates":       {"People in the roster", "명단의 사람"},
	"done":             {"Done.", "처리했습니다."},
	"replayed":         {"This form was already sent; nothing was done twice. Reload the page.", "이미 보낸 양식입니다. 두 번 처리하지 않았습니다. 페이지를 새로 고치세요."},
	"bad form":         {"The form's security token is missing or wrong; nothing was done. Reload the page.", "양식의 보안 토큰이 없거나 틀립니다. 처리하지 않았습니다. 페이지를 새로 고치세요."},
	"not found":        {"Not found.", "찾을 수 없습니다."},
	"nothing awaiting": {"Nothing awaits approval.", "승인을 기다리는 항목이 없습니다."},
	"possible actions": {"Possible actions", "액션일 수 있는 항목"},
	"possible help": {"Lines that look like actions but were not extracted, with what made them look so. Promote one to make it a task, or dismiss it.",
		"액션처럼 보이지만 추출되지 않은 줄과 그렇게 보인 근거입니다. 업무로 만들거나(등록) 제외하세요."},
	"line":              {"Line", "줄"},
	"text":              {"Text", "내용"},
	"signals":           {"Signals", "근거"},
	"context":           {"context", "맥락"},
	"person":            {"person", "사람"},
	"deadline":          {"deadline", "기한"},
	"form":              {"form", "형태"},
	"rules":             {"rules", "규칙"},
	"promote":           {"Make it a task", "업무로 등록"},
	"dismiss":           {"Dismiss", "제외"},
	"dismissed":         {"Dismissed.", "제외했습니다."},
	"open":              {"open", "미결정"},
	"promoted to":       {"promoted to", "등록됨:"},
	"dismissed by":      {"dismissed by", "제외함:"},
	"already promoted":  {"Already made a task: %s (by %s). Nothing was done twice.", "이미 업무로 등록되었습니다: %s (%s). 두 번 처리하지 않았습니다."},
	"already dismissed": {"Already dismissed by %s; nothing was done.", "%s 님이 이미 제외했습니다. 처리하지 않았습니다."},
}

// tr translates key into lang ("ko" or "en"); an unknown key is itself.
func tr(lang, key string) string {
	w, ok := catalog[key]
	if !ok {
		return key
	}
	if lang == "ko" {
		return w[1]
	}
	return w[0]
}

// language is the page language: ?lang=, then the cookie, then the
// browser's Accept-Language.
func language(w http.ResponseWriter, r *http.Request) string {
	if l := r.URL.Query().Get("lang"); l == "ko" || l == "en" {
		http.SetCookie(w, &http.Cookie{Name: langCookie, Value: l, Path: "/console", HttpOnly: true, SameSite: http.SameSiteStrictMode})
		return l
	}
	if c, err := r.Cookie(langCookie); err == nil && (c.Value == "ko" || c.Value == "en") {
		return c.Value
	}
	if strings.HasPrefix(strings.ToLower(r.Header.Get("Accept-Language")), "ko") {
		return "ko"
	}
	return "en"
}
