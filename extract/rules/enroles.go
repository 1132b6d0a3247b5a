package rules

import "regexp"

// Minutes of boards, councils and public bodies name who acts by office
// ("The Police Chief will look into a speed trailer", "The City Manager
// was directed to issue a request for proposals by June 1", "Board
// members are asked to submit comments by June 30"). The office is the
// owner as written, as "Treasurer to file the 990" already is; "The"
// before it is no part of the name, and an assignment in the passive
// ("was directed/asked/instructed to") commits the office as "will" does.

// enOffice: the nouns of an office or a body of people that acts.
const enOffice = `(?:manager|attorney|clerk|administrator|chief|chair|chairperson|chairman|chairwoman|president|treasurer|secretary|director|principal|superintendent|coordinator|commissioner|mayor|officer|engineer|staff|board|committee|council|members|trustees|librarian|pastor|gm|ceo|cfo|coo|cto|captain|coach|advisor|adviser|registrar|auditor|planner|liaison|steward|superintendent)`

// reTheOffice: "The [City|Police|…] <office>" opening a clause, then a
// commitment or a passive assignment.
var reTheOffice = regexp.MustCompile(`^(?:The|Our)\s+((?:[\p{Lu}][\p{L}'’-]*\s+){0,2}(?i:` + enOffice + `))(\s+(?:(?:is|was|were|are|has\s+been|have\s+been)\s+(?:directed|asked|instructed|requested|charged|tasked|assigned)\s+to|will|to|shall|agreed\s+to)\s)`)

// reOfficePassive: "<office or name> was directed to …" with no "The".
var reOfficePassive = regexp.MustCompile(`^((?:[\p{Lu}][\p{L}.'’-]*\s+){1,3})(?:is|was|were|are|has\s+been|have\s+been)\s+(?:directed|asked|instructed|requested|charged)\s+to\s`)

// enOfficeSubject rewrites the two forms to the "Office will …" the
// commitment rules read.
func enOfficeSubject(text string) string {
	if m := reTheOffice.FindStringSubmatchIndex(text); m != nil {
		verb := text[m[4]:m[5]]
		if reOfficePassive.MatchString("X " + verb[1:]) {
			verb = " will "
		}
		return text[m[2]:m[3]] + verb + text[m[1]:]
	}
	if m := reOfficePassive.FindStringSubmatchIndex(text); m != nil {
		return text[m[2]:m[3]] + "will " + text[m[1]:]
	}
	return text
}

// Lab and class minutes write people by their initials before a bare
// verb after an action marker ("Action: JS run the ablation", "AI: RK
// try gradient checkpointing"): two or three capitals, then a verb of
// work in its bare form, are a person and their task.
var reInitialsBareVerb = regexp.MustCompile(`^([\p{Lu}]{2,3})\s+(\p{Ll}+)(\s+\S.*)$`)

// initialsTask reads that form: owner and task, or "" when it is not.
func initialsTask(rest string) (owner, task string) {
	m := reInitialsBareVerb.FindStringSubmatch(rest)
	if m == nil || !(workVerb(m[2]) || workVerbFirst(m[2]) || enImperatives[m[2]]) {
		return "", ""
	}
	return m[1], m[2] + m[3]
}

// reWaitVerb: what a board agrees to when it decides not to act yet
// ("Council agreed to wait for the third quote", "The committee will
// hold off until spring", "… to defer the vote"): a decision, no task.
var reWaitVerb = regexp.MustCompile(`(?i)^(?:wait|hold\s+off|defer|postpone|table|pause|stick\s+with|leave\s+(?:it|this|that|things))\b`)
