package console

import (
	"net/http"
	"strings"
)

// catalog holds the console's words: English, then Korean.
var catalog = map[string][2]string{
	"title":         {"axagent console", "axagent 콘솔"},
	"meetings":      {"Meetings", "회의"},
	"queue":         {"Needs a person", "사람 확인 필요"},
	"unknown":       {"In doubt", "결과 확인 중"},
	"sign in":       {"Sign in", "로그인"},
	"sign out":      {"Sign out", "로그아웃"},
	"operator":      {"Operator", "운영자"},
	"token":         {"Token", "토큰"},
	"wrong token":   {"Wrong operator name or token.", "운영자 이름 또는 토큰이 올바르지 않습니다."},
	"signed in as":  {"Signed in as", "로그인:"},
	"meeting":       {"Meeting", "회의"},
	"actions":       {"Actions", "액션"},
	"awaiting":      {"Awaiting approval", "승인 대기"},
	"updated":       {"Updated", "갱신"},
	"no meetings":   {"No meetings yet.", "아직 회의가 없습니다."},
	"empty queue":   {"Nothing waits for a person.", "사람의 확인을 기다리는 항목이 없습니다."},
	"empty unknown": {"Nothing is in doubt.", "확인 중인 항목이 없습니다."},
	"key":           {"Key", "키"},
	"action":        {"Action", "액션"},
	"assignee":      {"Assignee", "담당자"},
	"due":           {"Due", "기한"},
	"state":         {"State", "상태"},
	"reason":        {"Reason", "사유"},
	"at":            {"At", "시각"},
	"from":          {"From", "이전 상태"},
	"to":            {"To", "다음 상태"},
	"generation":    {"Gen.", "세대"},
	"actor":         {"Actor", "주체"},
	"attempt":       {"Attempt", "시도"},
	"owner":         {"Owner", "작업자"},
	"started":       {"Started", "시작"},
	"outcome":       {"Outcome", "결과"},
	"error":         {"Error", "오류"},
	"channel":       {"Channel", "채널"},
	"recipient":     {"Recipient", "수신자"},
	"message":       {"Message ID", "메시지 ID"},
	"source":        {"Source line", "회의록 원문"},
	"extracted":     {"extracted", "추출"},
	"approved":      {"approved", "승인"},
	"auto":          {"auto", "자동"},
	"registered":    {"registered", "등록"},
	"notified":      {"notified", "알림"},
	"approve":       {"Approve", "승인"},
	"approve all":   {"Approve all awaiting", "대기 중인 항목 모두 승인"},
	"earlier tasks": {"Tied to earlier tasks of the series", "시리즈의 이전 업무와 연결"},
	"link":          {"Link", "연결"},
	"earlier task":  {"Earlier task", "이전 업무"},
	"same":          {"restated (not filed again)", "같은 업무(다시 등록하지 않음)"},
	"possible":      {"possibly the same (filed)", "같은 업무일 수 있음(등록됨)"},
	"merged":        {"merged by a person", "사람이 합침"},
	"distinct":      {"another task, says a person", "다른 업무(사람 판단)"},
	"merge":         {"Merge into it", "이 업무로 합치기"},
	// Splitting a restatement: the later action is another task.
	"split":            {"Not the same task", "같은 업무 아님"},
	"split why":        {"Why is it another task? (kept in the audit log)", "다른 업무인 이유 (감사 기록에 남음)"},
	"split help":       {"Restated: the action was not filed; it counts as the earlier task (and may have moved its due date). If it is other work, “Not the same task” files it as its own task and gives the earlier task its due date back.", "같은 업무로 연결된 액션은 등록되지 않고 이전 업무로 처리됩니다(기한이 바뀌었을 수 있음). 다른 업무라면 ‘같은 업무 아님’으로 별도 업무로 등록하고 이전 업무의 기한을 되돌립니다."},
	"split unfiled":    {"Split, but its task is not filed yet", "분리했지만 업무가 아직 등록되지 않음"},
	"split finish":     {"Finish the split", "분리 마저 하기"},
	"restated col":     {"Restated (not filed)", "같은 업무로 연결(미등록)"},
	"n split":          {"%d split", "%d건 분리"},
	"split by":         {"split by %s", "%s 님이 분리"},
	"restated by":      {"Later actions tied to this task", "이 업무에 연결된 이후 회의 액션"},
	"split done":       {"Split: %s is its own task now, no longer %s.", "분리했습니다: %s 은(는) 이제 %s 와(과) 별개의 업무입니다."},
	"due restored":     {"The due date of %s is back to %s.", "%s 의 기한을 %s 로 되돌렸습니다."},
	"already split":    {"Already split: %s is its own task, apart from %s (by %s, %s). Nothing was done twice.", "이미 분리되었습니다: %s 은(는) %s 와(과) 별개의 업무입니다(%s, %s). 두 번 처리하지 않았습니다."},
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
	"in context":       {"In its section", "회의록 문맥"},
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
	// The queue: one action per reason, filters, bulk decisions.
	"act assign":     {"Assign and go ahead", "담당자 지정 후 진행"},
	"act due":        {"Set the date and go ahead", "기한 지정 후 진행"},
	"act title":      {"Set the title and go ahead", "제목 지정 후 진행"},
	"act merge":      {"Link to the earlier task", "이전 업무에 연결"},
	"act new":        {"Create as a new task", "새 업무로 등록"},
	"pick person":    {"Choose a person…", "사람 선택…"},
	"more":           {"More actions", "다른 처리"},
	"notify":         {"Notify the assignee", "담당자에게 알림"},
	"dont notify":    {"Do not notify", "알리지 않음"},
	"fix":            {"What to do", "해야 할 일"},
	"all reasons":    {"All", "전체"},
	"filter":         {"Filter", "필터"},
	"clear":          {"Clear", "초기화"},
	"search":         {"Key or title", "키 또는 제목"},
	"any":            {"any", "전체"},
	"tenant":         {"Tenant", "테넌트"},
	"project":        {"Project", "프로젝트"},
	"showing":        {"%d–%d of %d", "%d–%d / 전체 %d"},
	"prev":           {"← Previous", "← 이전"},
	"next":           {"Next →", "다음 →"},
	"with ticked":    {"With the ticked keys:", "선택한 키를:"},
	"bulk approve":   {"Approve", "승인"},
	"bulk requeue":   {"Send again", "다시 보내기"},
	"bulk abandon":   {"Abandon / reject", "포기 / 거절"},
	"apply":          {"Apply", "적용"},
	"bulk done":      {"%d key(s) decided.", "%d건 처리했습니다."},
	"none ticked":    {"Nothing was done: tick at least one key first.", "처리하지 않았습니다: 먼저 키를 하나 이상 선택하세요."},
	"work later":     {"%d key(s) go ahead; the worker finishes them and nothing is sent twice.", "%d건을 진행합니다. 워커가 마무리하며 중복 전송은 없습니다."},
	"refused":        {"Not done: the decision was refused and nothing was changed. Open the key's timeline to see why.", "처리하지 않았습니다: 요청이 거절되어 아무것도 바뀌지 않았습니다. 키의 이력에서 이유를 확인하세요."},
	"failed":         {"Not done: it failed on our side and nothing was changed. Try again; if it keeps failing, tell the administrator.", "처리하지 않았습니다: 내부 오류로 아무것도 바뀌지 않았습니다. 다시 시도하고, 계속되면 관리자에게 알리세요."},
	"at in":          {"%s (in %s)", "%s(%s 후)"},
	"why lag":        {"The tracker's search shows a new task only after a delay, so looking sooner could miss it and lead to a duplicate.", "트래커 검색에는 새 업무가 늦게 나타나므로, 그 전에 확인하면 못 찾고 중복 등록으로 이어질 수 있습니다."},
	"why failed":     {"The last lookup failed; axagent waits before asking the tracker again.", "직전 조회가 실패해, 트래커에 다시 묻기 전에 기다립니다."},
	"st needs-human": {"needs a person", "사람 확인 필요"},
	"st unknown":     {"in doubt", "결과 확인 중"},
	"st running":     {"in progress", "처리 중"},
	"st pending":     {"queued", "대기"},
	"st succeeded":   {"registered", "등록됨"},
	"st abandoned":   {"abandoned", "포기됨"},
	// A notification's states: sent, not registered.
	"nst needs-human": {"needs a person", "사람 확인 필요"},
	"nst unknown":     {"in doubt", "결과 확인 중"},
	"nst running":     {"sending", "보내는 중"},
	"nst pending":     {"queued", "대기"},
	"nst succeeded":   {"sent", "전달됨"},
	"nst abandoned":   {"abandoned", "포기됨"},

	// Refusals (app.Remedy codes): what was refused and the form field to
	// fill, in the page's words — never a command-line flag.
	"refused need-assignee":    {"Not done: nobody is assigned. Choose a person in “Assignee” and send the form again.", "처리하지 않았습니다: 담당자가 없습니다. ‘담당자’에서 사람을 고른 뒤 다시 보내세요."},
	"refused nobody-to-notify": {"Not done: there is nobody to notify. Choose a person in “Assignee”, or choose “Do not notify”.", "처리하지 않았습니다: 알릴 담당자가 없습니다. ‘담당자’에서 사람을 고르거나 ‘알리지 않음’을 고르세요."},
	"refused not-in-roster":    {"Not done: “%s” is not one person in the roster. Choose a person in “Assignee”.", "처리하지 않았습니다: ‘%s’ 님은 명단의 한 사람이 아닙니다. ‘담당자’에서 사람을 고르세요."},
	"refused no-roster":        {"Not done: no roster is loaded, so nobody can be assigned here. The administrator sets roster: in the config.", "처리하지 않았습니다: 명단이 없어 담당자를 지정할 수 없습니다. 관리자가 설정의 roster: 를 지정해야 합니다."},
	"refused bad-due":          {"Not done: “%s” is not a date. Write “Due” as YYYY-MM-DD.", "처리하지 않았습니다: ‘%s’ 은(는) 날짜가 아닙니다. ‘기한’을 YYYY-MM-DD 형식으로 쓰세요."},
	"refused empty-title":      {"Not done: “Title” is empty. Fill it in.", "처리하지 않았습니다: ‘제목’이 비어 있습니다. 제목을 입력하세요."},
	"refused not-waiting":      {"Not done: it no longer waits for a person (%s). Reload the page.", "처리하지 않았습니다: 더 이상 사람의 확인을 기다리지 않습니다(%s). 페이지를 새로 고치세요."},
	"refused not-awaiting":     {"Not done: it does not await approval (%s). Use the action shown for its reason.", "처리하지 않았습니다: 승인 대기 중이 아닙니다(%s). 사유에 맞는 처리를 고르세요."},
	"refused reached-tracker":  {"Not done: it reached the tracker, so changing it here could make a second task. Mark it found with its “Tracker ID”, or abandon it.", "처리하지 않았습니다: 이미 트래커에 전달되어, 여기서 바꾸면 업무가 두 번 생길 수 있습니다. ‘트래커 ID’로 찾음 처리하거나 포기하세요."},
	"refused changed":          {"Not done: it changed meanwhile. Reload the page and look again.", "처리하지 않았습니다: 그사이 바뀌었습니다. 페이지를 새로 고쳐 다시 확인하세요."},
	"refused found-missing":    {"Not done: the tracker has no task “%s” that axagent can see. Check “Tracker ID”.", "처리하지 않았습니다: 트래커에 ‘%s’ 업무가 없습니다. ‘트래커 ID’를 확인하세요."},
	"refused found-other":      {"Not done: “%s” in the tracker is another action's task. Check “Tracker ID”.", "처리하지 않았습니다: 트래커의 ‘%s’ 은(는) 다른 액션의 업무입니다. ‘트래커 ID’를 확인하세요."},
	"refused tracker-gone":     {"Not done: its tracker %s is no longer configured, so the ID cannot be checked there.", "처리하지 않았습니다: 이 업무의 트래커 %s 이(가) 설정에 없어 ID를 확인할 수 없습니다."},
	"refused one-decision":     {"Not done: fill in “Tracker ID”.", "처리하지 않았습니다: ‘트래커 ID’를 입력하세요."},
	"refused merge":            {"Not done: it cannot be linked to that task; see the meeting's page.", "처리하지 않았습니다: 그 업무에 연결할 수 없습니다. 회의 페이지를 확인하세요."},
	"refused split-reason":     {"Not done: write in “Why” what makes it another task.", "처리하지 않았습니다: ‘사유’에 다른 업무인 이유를 쓰세요."},
	"refused split-no-task":    {"Not done: there is no task “%s” in the ledger; nothing was split.", "처리하지 않았습니다: 원장에 ‘%s’ 업무가 없습니다. 분리하지 않았습니다."},
	"refused split-not-linked": {"Not done: nothing ties %s to %s as a restatement; nothing was split.", "처리하지 않았습니다: %s 은(는) %s 에 같은 업무로 연결되어 있지 않습니다. 분리하지 않았습니다."},
	"refused split-own-task":   {"Not done: %s is its own task already; nothing ties it to %s as a restatement.", "처리하지 않았습니다: %s 은(는) 이미 별도 업무이며 %s 에 같은 업무로 연결되어 있지 않습니다."},
	"refused split-possible":   {"Not done: %s was filed as its own task and only shown as possibly %s; there is nothing to split.", "처리하지 않았습니다: %s 은(는) 이미 별도 업무로 등록되었고 %s 와(과) 같을 수 있다고만 표시되었습니다. 분리할 것이 없습니다."},
	"refused split-merged":     {"Not done: %s merged %s into %s; a split does not undo a merge.", "처리하지 않았습니다: %s 님이 %s 을(를) %s 에 합쳤습니다. 분리로 합치기를 되돌리지 않습니다."},
	"refused split":            {"Not done: the split was refused and nothing was changed:", "처리하지 않았습니다: 분리가 거절되어 아무것도 바뀌지 않았습니다:"},
	"refused unsettled":        {"Not done: it is still being worked on (%s); try again when it settles.", "처리하지 않았습니다: 아직 처리 중입니다(%s). 끝난 뒤 다시 시도하세요."},
	"refused held":             {"Not checked: a worker is working on it until %s; it is in doubt only if that worker stops.", "확인하지 않았습니다: 워커가 %s 까지 처리 중입니다. 워커가 멈춘 경우에만 확인이 필요합니다."},
	"refused not-in-doubt":     {"Nothing to check: it is not in doubt (%s).", "확인할 것이 없습니다: 결과가 확인된 상태입니다(%s)."},
	"refused not-due":          {"Not checked yet: the next check is at %s", "아직 확인하지 않았습니다: 다음 확인 시각은 %s"},
	// The team lead's view.
	"team":          {"Team", "팀"},
	"meeting from":  {"Meetings from", "회의 시작일"},
	"meeting until": {"until (excluded)", "종료일(제외)"},
	"no open tasks": {"No open tasks.", "열린 업무가 없습니다."},
	"overdue":       {"overdue", "기한 지남"},
	"open tasks":    {"open", "진행 중"},
	"meeting date":  {"Meeting date", "회의 날짜"},
	"tracker says":  {"Tracker says", "트래커 상태"},

	// Why a split left the earlier task's due date as it is, and what the
	// person can do from here (app.DueLeft); never a CLI command.
	"due left": {"The due date of %s was left as it is.", "%s 의 기한은 그대로 두었습니다."},
	"due left changed-again": {"The due date of %s was changed again after the restatement (%s; it is %s now), so it was left as it is. The restatement had moved it from %s: if that date is right again, change it on the task in the tracker.",
		"%s 의 기한은 같은 업무로 연결된 뒤 다시 바뀌어(%s, 현재 %s) 그대로 두었습니다. 연결 전 기한은 %s 였습니다. 그 날짜가 맞다면 트래커의 업무에서 기한을 바꾸세요."},
	"due left maybe-restatement": {"%s (due %s) may be the restatement's change of the due date of %s, recorded before such changes were marked; it was left as it is, since that is not certain. If it was, change the due date back to %s on the task in the tracker.",
		"%s (기한 %s) 은(는) 같은 업무 연결이 %s 의 기한을 바꾼 것일 수 있습니다(표시가 생기기 전에 기록됨). 확실하지 않아 그대로 두었습니다. 그렇다면 트래커의 업무에서 기한을 %s 로 되돌리세요."},
	"due left update-held": {"The restatement's change of the due date of %s (%s, to %s) waits for a person, so nothing was restored: abandon it in “Needs a person” and the due date stays %s.",
		"같은 업무 연결로 %s 의 기한을 바꾸는 변경(%s, %s 로)이 사람의 확인을 기다리고 있어 되돌리지 않았습니다. ‘사람 확인 필요’에서 이 변경을 포기하면 기한은 %s 로 유지됩니다."},
	"due left update-unsettled": {"The restatement's change of the due date of %s (%s, to %s) is still being worked on (%s), so the due date was not restored. Look at the task's page once it settles: if its due date should be %s again, change it on the task in the tracker.",
		"같은 업무 연결로 %s 의 기한을 바꾸는 변경(%s, %s 로)이 아직 처리 중(%s)이라 기한을 되돌리지 않았습니다. 처리가 끝난 뒤 업무 페이지를 확인하고, 기한이 %s 여야 한다면 트래커의 업무에서 바꾸세요."},
	"due left task-cancelled": {"%s was cancelled since, so its due date was left as it is (a cancelled task is not changed).", "%s 은(는) 그사이 취소되어 기한을 그대로 두었습니다(취소된 업무는 바꾸지 않습니다)."},
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
