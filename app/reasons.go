package app

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/axagent/axagent/ledger"
)

// Why a key waits for a person, as a stable code. The ledger keeps the
// reason as written by the step that held the key (English, for the audit
// log); Explain reads it into one of these so that the CLI, the console
// and the operators' digest say the same thing in the reader's language,
// with its fix.
const (
	WaitAwaitingApproval  = "awaiting-approval"
	WaitPossibleDuplicate = "possible-duplicate"
	WaitUnknownAssignee   = "unknown-assignee"
	WaitAmbiguousAssignee = "ambiguous-assignee"
	WaitNoRoster          = "no-roster"
	WaitNoAssignee        = "no-assignee"
	WaitSeveralAssignees  = "several-assignees"
	WaitGroupAssignee     = "group-assignee"
	WaitAssigneeConflict  = "assignee-conflict"
	WaitDueUnclear        = "due-unclear"
	WaitDueYear           = "due-year"
	WaitNoTitle           = "no-title"
	WaitActionID          = "action-id"
	WaitNotPermitted      = "not-permitted"
	WaitUnsupported       = "cannot-close"
	WaitBlocked           = "blocked"
	WaitNoTarget          = "no-target"
	WaitGaveUp            = "gave-up"
	WaitTrackerRefused    = "tracker-refused"
	WaitMismatch          = "other-content"
	WaitUnconfirmed       = "unconfirmed"
	WaitTakeovers         = "takeovers"
	WaitPossibleAction    = "possible-action"
	WaitMarkedDone        = "marked-done"
	WaitModelAssignee     = "model-assignee"
	WaitModelDue          = "model-due"
	WaitOther             = "other"
)

// Console actions that answer a reason (Explanation.Actions).
const (
	ActAssign  = "assign"  // pick a person (and date, title) and go ahead
	ActDue     = "due"     // give a date and go ahead
	ActTitle   = "title"   // give a title and go ahead
	ActApprove = "approve" // approve as is
	ActReject  = "reject"  // give it up: nothing is created
	ActMerge   = "merge"   // it is the earlier task
	ActNew     = "new"     // it is a new task: go ahead
	ActCheck   = "check"   // look the key up in the tracker now
	ActFound   = "found"   // the tracker holds it: its ID
	ActRequeue = "requeue" // send again
	ActAbandon = "abandon" // give it up
)

// reasonRule recognises one part of a recorded reason.
type reasonRule struct {
	code string
	re   *regexp.Regexp
}

// rules are tried in order on each "; "-separated part of a reason; the
// first group of a pattern, when it has one, is the detail (a name, a date
// as written, a task).
var reasonRules = []reasonRule{
	{WaitAwaitingApproval, regexp.MustCompile(`^awaiting approval`)},
	{WaitPossibleDuplicate, regexp.MustCompile(`^possibly the same as an earlier meeting's task.*?: (\S+:create-task)`)},
	{WaitPossibleDuplicate, regexp.MustCompile(`^possibly the same as`)},
	// The series' holds of a line restating an earlier task
	// (series.HoldRestatesHeld, series.HoldRestatesWaiting).
	{WaitPossibleDuplicate, regexp.MustCompile(`^restates (\S+:create-task)[ ,]`)},
	{WaitUnknownAssignee, regexp.MustCompile(`assignee "([^"]*)" is not in the roster`)},
	{WaitUnknownAssignee, regexp.MustCompile(`not in the roster`)},
	{WaitAmbiguousAssignee, regexp.MustCompile(`assignee "([^"]*)" matches more than one person`)},
	{WaitNoRoster, regexp.MustCompile(`assignee "([^"]*)": no roster loaded`)},
	{WaitNoAssignee, regexp.MustCompile(`^no assignee written|^nobody is assigned`)},
	{WaitSeveralAssignees, regexp.MustCompile(`^several assignees \(([^)]*)\)`)},
	{WaitGroupAssignee, regexp.MustCompile(`^assignee "([^"]*)" is a group`)},
	{WaitAssigneeConflict, regexp.MustCompile(`^extractor says "([^"]*)" is`)},
	{WaitDueYear, regexp.MustCompile(`^due "([^"]*)" read as .*confirm the year`)},
	{WaitDueUnclear, regexp.MustCompile(`^due "([^"]*)"`)},
	{WaitDueUnclear, regexp.MustCompile(`^empty due date`)},
	{WaitNoTitle, regexp.MustCompile(`^no task title|^model gave no title`)},
	// What the LLM extractor answered and the notes do not bear out
	// (extract/llm): it is not taken on trust.
	{WaitModelAssignee, regexp.MustCompile(`^assignee "([^"]*)" is not in the evidence quote`)},
	{WaitModelDue, regexp.MustCompile(`^model's due date "([^"]*)" is not YYYY-MM-DD`)},
	{WaitModelDue, regexp.MustCompile(`^model gave due date (\S+) without quoting`)},
	{WaitModelDue, regexp.MustCompile(`^model says "([^"]*)" is \S+, axagent resolves it to`)},
	{WaitActionID, regexp.MustCompile(`^action ID "?([^" ]*)"? is`)},
	{WaitNotPermitted, regexp.MustCompile(`^no permissions configured for connector (\S+)`)},
	{WaitNotPermitted, regexp.MustCompile(`^connector (\S+) is not permitted`)},
	{WaitUnsupported, regexp.MustCompile(`^(\S+) cannot close tasks through axagent`)},
	{WaitBlocked, regexp.MustCompile(`^the task's create is|^cancel needs a registered task|^update without a registered create`)},
	{WaitNoTarget, regexp.MustCompile(`was created in (\S+), which is no longer in the config`)},
	{WaitGaveUp, regexp.MustCompile(`^gave up after (\d+) attempts`)},
	{WaitTakeovers, regexp.MustCompile(`^taken over (\d+) times`)},
	{WaitMismatch, regexp.MustCompile(`^\S+ holds (\S+) for this key with other content`)},
	{WaitUnconfirmed, regexp.MustCompile(`offers neither lookup|^not found after|^lookup by key refused|^outcome unknown`)},
	{WaitTrackerRefused, regexp.MustCompile(`^[a-z-]+ refused: `)},
	// A line the extractor is not sure is an action
	// (extract.PossibleActionProblem); the detail is why it is unsure.
	{WaitPossibleAction, regexp.MustCompile(`^possible action: confirm(?: \(([^)]*)\))?`)},
	// A row or record whose status the notes mark done (extract/rules).
	{WaitMarkedDone, regexp.MustCompile(`^marked done in the notes \(([^)]*)\)`)},
}

// Explanation is why a key waits and what answers it, in one language.
type Explanation struct {
	// Code is the main reason (the first recognised part).
	Code string `json:"code"`
	// Codes are every recognised reason, in order.
	Codes []string `json:"codes"`
	// Text says what is wrong; Fix what a person does about it, in words
	// (no command, no form: the same in the CLI and the console).
	Text string `json:"text"`
	Fix  string `json:"fix"`
	// Command is the CLI command that acts on it (the CLI prints it).
	Command string `json:"command,omitempty"`
	// Detail is the main reason's detail (a name, a date as written, the
	// candidate task's key); Candidate the earlier task's key of a
	// possible duplicate.
	Detail    string `json:"detail,omitempty"`
	Candidate string `json:"candidate,omitempty"`
	// Actions are the console actions that answer the main reason, most
	// likely first.
	Actions []string `json:"actions"`
	// Approval: the key also waits for approval, so going ahead approves it.
	Approval bool `json:"approval,omitempty"`
}

// reasonWords: what is wrong and its fix, English then Korean; %s is the
// detail.
var reasonWords = map[string][4]string{
	WaitAwaitingApproval: {"It waits for approval before anything is created.", "등록 전에 승인을 기다립니다.",
		"Approve it to create the task, or reject it.", "승인하면 업무가 등록됩니다. 필요 없으면 거절하세요."},
	WaitPossibleDuplicate: {"It may be the same as an earlier meeting's task%s.", "이전 회의의 업무%s와 같은 업무일 수 있습니다.",
		"Link it to that task if it is the same, or create it as a new task.", "같은 업무면 그 업무에 연결하고, 다른 업무면 새 업무로 등록하세요."},
	WaitUnknownAssignee: {"The assignee %s is not in the roster.", "담당자 %s 님이 명단에 없습니다.",
		"Pick a person from the roster as the assignee.", "명단에서 담당자를 고르세요."},
	WaitAmbiguousAssignee: {"The assignee %s matches more than one person in the roster.", "담당자 %s 님이 명단의 여러 사람과 일치합니다.",
		"Pick the person meant from the roster.", "명단에서 해당하는 사람을 고르세요."},
	WaitNoRoster: {"No roster was loaded, so the assignee %s could not be checked.", "명단이 없어 담당자 %s 님을 확인할 수 없었습니다.",
		"Register the notes again with the team's roster, or pick a person as the assignee.", "팀 명단을 지정해 회의록을 다시 등록하거나, 담당자를 고르세요."},
	WaitNoAssignee: {"No assignee is written for it.", "담당자가 적혀 있지 않습니다.",
		"Pick a person from the roster as the assignee.", "명단에서 담당자를 고르세요."},
	WaitSeveralAssignees: {"Several assignees are written (%s); a task needs one owner.", "담당자가 여러 명(%s)입니다. 업무에는 담당자 한 명이 필요합니다.",
		"Pick the one person who owns it.", "책임질 한 사람을 고르세요."},
	WaitGroupAssignee: {"The assignee %s is a group, not one person.", "담당자 %s 은(는) 한 사람이 아니라 그룹입니다.",
		"Pick the one person who owns it.", "책임질 한 사람을 고르세요."},
	WaitAssigneeConflict: {"The extractor and the roster disagree on who %s is.", "%s 님이 누구인지 추출기와 명단이 다르게 봅니다.",
		"Pick the person meant from the roster.", "명단에서 해당하는 사람을 고르세요."},
	WaitDueUnclear: {"The due date %s cannot be read as a date without guessing.", "기한 %s 을(를) 추측 없이 날짜로 읽을 수 없습니다.",
		"Give the due date (YYYY-MM-DD).", "기한을 날짜(YYYY-MM-DD)로 입력하세요."},
	WaitDueYear: {"The due date %s was read as next year's: confirm the year.", "기한 %s 을(를) 내년 날짜로 읽었습니다. 연도를 확인하세요.",
		"Give the due date (YYYY-MM-DD), or approve it as read.", "기한을 날짜(YYYY-MM-DD)로 입력하거나, 읽은 대로 진행하세요."},
	WaitNoTitle: {"It has no task title.", "업무 제목이 없습니다.",
		"Give the title.", "제목을 입력하세요."},
	WaitActionID: {"Its action ID %s is written twice or is malformed.", "액션 ID %s 이(가) 중복되었거나 형식이 맞지 않습니다.",
		"Fix the ID in the notes and register them again, or reject it.", "회의록에서 ID를 고쳐 다시 등록하거나, 거절하세요."},
	WaitNotPermitted: {"The tracker connection %s is not permitted to do this.", "트래커 연결 %s 에 이 작업 권한이 없습니다.",
		"Add the operation to permissions in the config, then send it again; or abandon it.", "설정의 permissions에 이 작업을 추가한 뒤 다시 보내거나, 포기하세요."},
	WaitUnsupported: {"The tracker %s cannot close tasks through axagent.", "트래커 %s 은(는) axagent로 업무를 닫을 수 없습니다.",
		"Close the task in the tracker by hand, then mark it found with its tracker ID.", "트래커에서 직접 닫은 뒤 트래커 ID로 '찾음' 처리하세요."},
	WaitBlocked: {"The task it changes is not registered.", "변경할 업무가 등록되어 있지 않습니다.",
		"Settle the task's creation first, then send it again; or abandon it.", "업무 등록을 먼저 해결한 뒤 다시 보내거나, 포기하세요."},
	WaitNoTarget: {"Its tracker %s is no longer in the config.", "이 업무의 트래커 %s 이(가) 설정에 없습니다.",
		"Add the tracker back to the config, or mark it found with its tracker ID.", "설정에 트래커를 다시 추가하거나, 트래커 ID로 '찾음' 처리하세요."},
	WaitGaveUp: {"The tracker failed %s times in a row; it was not created.", "트래커가 %s번 연속 실패해 등록하지 못했습니다.",
		"When the tracker answers again, send it again.", "트래커가 정상으로 돌아오면 다시 보내세요."},
	WaitTrackerRefused: {"The tracker refused it.", "트래커가 요청을 거부했습니다.",
		"Fix what the tracker objects to (see the timeline), then send it again; or abandon it.", "이력에서 거부 사유를 확인해 고친 뒤 다시 보내거나, 포기하세요."},
	WaitMismatch: {"The tracker holds %s for this key, with other content.", "트래커에 이 키로 다른 내용의 업무 %s 이(가) 있습니다.",
		"If it is this task, mark it found with that ID; otherwise abandon it.", "이 업무가 맞으면 그 ID로 '찾음' 처리하고, 아니면 포기하세요."},
	WaitUnconfirmed: {"It may or may not be in the tracker, and axagent cannot tell without risking a duplicate.", "트래커에 등록되었는지 확인할 수 없어, 중복 위험 없이 판단할 수 없습니다.",
		"Look in the tracker: if it is there, mark it found with its ID; if not, send it again.", "트래커를 확인해 있으면 그 ID로 '찾음' 처리하고, 없으면 다시 보내세요."},
	WaitTakeovers: {"Workers stopped %s times while working on it.", "작업 중 워커가 %s번 멈췄습니다.",
		"Look in the tracker: if it is there, mark it found with its ID; if not, send it again.", "트래커를 확인해 있으면 그 ID로 '찾음' 처리하고, 없으면 다시 보내세요."},
	WaitPossibleAction: {"The line may be an action, but axagent is not sure%s.", "이 줄이 액션인지 확실하지 않습니다%s.",
		"If it is a task, go ahead with it (correct its title, assignee or due date if needed); if not, reject it.", "업무가 맞으면 (필요하면 제목·담당자·기한을 고쳐) 진행하고, 아니면 거절하세요."},
	WaitMarkedDone: {"The notes mark it done (%s): it may record finished work rather than a task to do.", "회의록에 완료로 표시되어 있어, 할 일이 아니라 끝난 일의 기록일 수 있습니다.",
		"If it is still to do, go ahead with it; if it is finished, reject it.", "아직 할 일이면 진행하고, 끝난 일이면 거절하세요."},
	WaitModelAssignee: {"The model says %s does it, but the line it quoted does not name them.", "모델은 %s 님이 담당이라고 했지만, 인용한 줄에는 그 이름이 없습니다.",
		"Pick the assignee from the roster, or reject it.", "명단에서 담당자를 고르거나, 거절하세요."},
	WaitModelDue: {"The model's due date %s could not be checked against the notes.", "모델이 준 기한 %s 을(를) 회의록과 대조해 확인할 수 없습니다.",
		"Give the due date (YYYY-MM-DD).", "기한을 날짜(YYYY-MM-DD)로 입력하세요."},
	WaitOther: {"It waits for a person.", "사람의 확인을 기다립니다.",
		"Open the key's timeline to see why, then send it again or abandon it.", "키의 이력에서 사유를 확인한 뒤 다시 보내거나 포기하세요."},
}

// reasonActions are the console actions answering each reason.
var reasonActions = map[string][]string{
	WaitAwaitingApproval:  {ActApprove, ActReject},
	WaitPossibleDuplicate: {ActMerge, ActNew},
	WaitUnknownAssignee:   {ActAssign},
	WaitAmbiguousAssignee: {ActAssign},
	WaitNoAssignee:        {ActAssign},
	WaitNoRoster:          {ActAssign},
	WaitSeveralAssignees:  {ActAssign},
	WaitGroupAssignee:     {ActAssign},
	WaitAssigneeConflict:  {ActAssign},
	WaitDueUnclear:        {ActDue},
	WaitDueYear:           {ActDue, ActApprove},
	WaitNoTitle:           {ActTitle},
	WaitActionID:          {ActReject},
	WaitNotPermitted:      {ActRequeue, ActAbandon},
	WaitUnsupported:       {ActFound},
	WaitBlocked:           {ActRequeue, ActAbandon},
	WaitNoTarget:          {ActFound},
	WaitGaveUp:            {ActRequeue, ActAbandon},
	WaitTrackerRefused:    {ActRequeue, ActAbandon},
	WaitMismatch:          {ActFound, ActAbandon},
	WaitUnconfirmed:       {ActCheck, ActFound, ActRequeue},
	WaitTakeovers:         {ActCheck, ActFound, ActRequeue},
	WaitPossibleAction:    {ActNew, ActTitle, ActReject},
	WaitMarkedDone:        {ActReject, ActNew},
	WaitModelAssignee:     {ActAssign, ActReject},
	WaitModelDue:          {ActDue},
	WaitOther:             {ActRequeue, ActAbandon},
}

// WaitCodes lists every reason code Explain gives.
func WaitCodes() []string {
	out := make([]string, 0, len(reasonWords))
	seen := map[string]bool{}
	for _, r := range reasonRules {
		if !seen[r.code] {
			seen[r.code] = true
			out = append(out, r.code)
		}
	}
	return append(out, WaitOther)
}

// classify reads one part of a reason.
func classify(part string) (code, detail string, ok bool) {
	for _, r := range reasonRules {
		if m := r.re.FindStringSubmatch(part); m != nil {
			if len(m) > 1 {
				detail = m[1]
			}
			return r.code, detail, true
		}
	}
	return "", "", false
}

// ExplainReason explains a recorded reason of a key waiting for a person
// (lang "ko" or "en"). Parts it does not recognise (a person's own note)
// are left to the timeline.
func ExplainReason(lang, reason string) Explanation {
	ex := Explanation{Codes: []string{}}
	var texts []string
	seen := map[string]bool{}
	details := map[string]string{}
	for _, part := range strings.Split(reason, "; ") {
		code, detail, ok := classify(strings.TrimSpace(part))
		if !ok || seen[code] {
			continue
		}
		seen[code] = true
		details[code] = detail
		ex.Codes = append(ex.Codes, code)
	}
	// "Is it an action at all?" and approval are asked once the other
	// questions (who, when) are answered: the key's main reason is the
	// other one, so that its fix carries the missing person or date.
	for _, later := range []string{WaitPossibleAction, WaitAwaitingApproval} {
		if !seen[later] || len(ex.Codes) == 1 {
			continue
		}
		if later == WaitAwaitingApproval {
			ex.Approval = true
		}
		rest := ex.Codes[:0:0]
		for _, c := range ex.Codes {
			if c != later {
				rest = append(rest, c)
			}
		}
		ex.Codes = append(rest, later)
	}
	if len(ex.Codes) == 0 {
		ex.Codes = []string{WaitOther}
	}
	ex.Code = ex.Codes[0]
	ex.Detail = details[ex.Code]
	if ex.Code == WaitPossibleDuplicate && strings.HasSuffix(ex.Detail, ":create-task") {
		ex.Candidate = ex.Detail
	}
	for _, c := range ex.Codes {
		texts = append(texts, reasonText(lang, c, details[c]))
	}
	ex.Text = strings.Join(texts, " ")
	w := reasonWords[ex.Code]
	ex.Fix = w[2]
	if lang == "ko" {
		ex.Fix = w[3]
	}
	ex.Actions = append([]string(nil), reasonActions[ex.Code]...)
	return ex
}

func reasonText(lang, code, detail string) string {
	w := reasonWords[code]
	f := w[0]
	if lang == "ko" {
		f = w[1]
	}
	if !strings.Contains(f, "%s") {
		return f
	}
	switch {
	case code == WaitPossibleAction:
		return fmt.Sprintf(f, possibleWhy(lang, detail))
	case detail == "" && code == WaitPossibleDuplicate:
		return fmt.Sprintf(f, "")
	case code == WaitPossibleDuplicate:
		return fmt.Sprintf(f, " "+detail)
	case detail == "":
		return strings.TrimSpace(strings.NewReplacer(" %s 님", "", " %s", "", "%s", "").Replace(f))
	case code == WaitGaveUp || code == WaitTakeovers || code == WaitSeveralAssignees || code == WaitMarkedDone:
		return fmt.Sprintf(f, detail)
	}
	if lang == "ko" && strings.Contains(f, "%s 님") {
		// "민서 님" as written: the sentence adds its own 님.
		for _, h := range []string{"님", "씨"} {
			if bare, ok := strings.CutSuffix(detail, h); ok && strings.TrimSpace(bare) != "" {
				detail = strings.TrimSpace(bare)
				break
			}
		}
	}
	return fmt.Sprintf(f, fmt.Sprintf("%q", detail))
}

// Explain explains why e waits for a person, with the CLI command that
// acts on it; rosterFlag is what the command must pass for the roster
// ("--roster FILE", or "" when the config names it).
func Explain(lang string, e ledger.Execution, rosterFlag string) Explanation {
	ex := ExplainReason(lang, e.Reason)
	ex.Command = command(ex, e.Key.String(), rosterFlag)
	return ex
}

// command is the CLI's one command for the main reason. A requeue or an
// approval carries the roster flag whatever it corrects: approve files and
// notifies in its own process, a requeue's output prints the worker
// command from it, and either without the roster addresses the task and
// the notification to the person's name, not their ids.
func command(ex Explanation, key, rosterFlag string) string {
	roster := ""
	if rosterFlag != "" {
		roster = " " + rosterFlag
	} else if ex.Code == WaitNoRoster {
		roster = " --roster FILE"
	}
	switch ex.Actions[0] {
	case ActApprove:
		return "axagent approve " + key + roster
	case ActAssign:
		if ex.Approval {
			return "axagent approve " + key + " --assignee NAME" + roster
		}
		return "axagent ledger resolve " + key + " --requeue --assignee NAME --reason TEXT" + roster
	case ActDue:
		if ex.Approval {
			return "axagent approve " + key + " --due YYYY-MM-DD" + roster
		}
		return "axagent ledger resolve " + key + " --requeue --due YYYY-MM-DD --reason TEXT" + roster
	case ActTitle:
		return "axagent ledger resolve " + key + " --requeue --title TEXT --reason TEXT" + roster
	case ActMerge:
		into := ex.Candidate
		if into == "" {
			into = "EARLIER-KEY"
		}
		return "axagent series merge " + key + " --into " + into + " --reason TEXT"
	case ActReject:
		return "axagent reject " + key + " --reason TEXT"
	case ActFound:
		return "axagent ledger resolve " + key + " --external-id ID --reason TEXT"
	case ActCheck:
		return "axagent reconcile " + key
	}
	return "axagent ledger resolve " + key + " --requeue --reason TEXT" + roster
}

// reasonLabels name each reason in a word or two (filters, counts).
var reasonLabels = map[string][2]string{
	WaitAwaitingApproval:  {"Awaiting approval", "승인 대기"},
	WaitPossibleDuplicate: {"Possible duplicate", "중복 가능성"},
	WaitUnknownAssignee:   {"Assignee not in roster", "명단에 없는 담당자"},
	WaitAmbiguousAssignee: {"Assignee ambiguous", "담당자 모호"},
	WaitNoAssignee:        {"No assignee", "담당자 없음"},
	WaitNoRoster:          {"No roster", "명단 없음"},
	WaitSeveralAssignees:  {"Several assignees", "담당자 여러 명"},
	WaitGroupAssignee:     {"Group as assignee", "그룹 담당자"},
	WaitAssigneeConflict:  {"Assignee unclear", "담당자 불분명"},
	WaitDueUnclear:        {"Due date unclear", "기한 불분명"},
	WaitDueYear:           {"Confirm the year", "연도 확인"},
	WaitNoTitle:           {"No title", "제목 없음"},
	WaitActionID:          {"Action ID", "액션 ID"},
	WaitNotPermitted:      {"Not permitted", "권한 없음"},
	WaitUnsupported:       {"Close by hand", "직접 닫기"},
	WaitBlocked:           {"Task not registered", "업무 미등록"},
	WaitNoTarget:          {"Tracker removed", "트래커 없음"},
	WaitGaveUp:            {"Tracker failing", "트래커 오류"},
	WaitTrackerRefused:    {"Tracker refused", "트래커 거부"},
	WaitMismatch:          {"Other content in tracker", "트래커 내용 불일치"},
	WaitUnconfirmed:       {"Unconfirmed", "확인 불가"},
	WaitTakeovers:         {"Workers stopped", "워커 중단"},
	WaitInDoubt:           {"In doubt", "결과 확인 중"},
	WaitPossibleAction:    {"Possible action", "액션인지 확인"},
	WaitMarkedDone:        {"Marked done", "완료 표시"},
	WaitModelAssignee:     {"Assignee unverified", "담당자 확인 필요"},
	WaitModelDue:          {"Due date unverified", "기한 확인 필요"},
	WaitOther:             {"Other", "기타"},
}

// ReasonLabel names a reason code in lang, in a word or two.
func ReasonLabel(lang, code string) string {
	l, ok := reasonLabels[code]
	if !ok {
		return code
	}
	if lang == "ko" {
		return l[1]
	}
	return l[0]
}

// possibleWhyKo words in Korean why the extractor is unsure a line is an
// action (the parenthesised part of extract/rules' problems).
var possibleWhyKo = map[string]string{
	"a commitment outside an action section":                                  "액션 항목 밖에 적힌 약속",
	"the owner is tentative":                                                  "담당자가 확정되지 않음",
	"a commitment that names nobody":                                          "담당자를 적지 않은 약속",
	"a name at the end of a heading: an owner or a presenter?":                "제목 끝의 이름이 담당자인지 발표자인지 모름",
	"the task is taken from the heading above":                                "업무 내용을 위 제목에서 가져옴",
	"a line outside the action items that repeats an open task of the series": "액션 항목 밖에서 시리즈의 진행 중인 업무를 다시 적은 줄",
}

// possibleWhy is the " (why)" of a possible action's text in lang, or ""
// when there is none or it has no Korean wording.
func possibleWhy(lang, detail string) string {
	if lang == "ko" {
		detail = possibleWhyKo[detail]
	}
	if detail == "" {
		return ""
	}
	if lang == "ko" {
		return " (" + detail + ")"
	}
	return ": " + detail
}
