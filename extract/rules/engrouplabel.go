package rules

import "regexp"

// Forms of meeting assistants' summaries (Zoom AI Companion's "Next
// Steps" as working groups commit them), issue 28, en-trials29.

// reGroupColonLabel: a group of people as the label of an item's work —
// "Working Group:", "All participants:", "Team members :", "Community
// Working Group:", or a person with the team ("Pascal and team:") — set
// off by a colon; what follows is the group's work (checked by the
// caller: a verb of work first). A group alone ("Team:") is read by
// reLeadGroup.
var reGroupColonLabel = regexp.MustCompile(`^((?:(?i:all)\s+)?(?:(?i:the)\s+)?(?:[\p{Lu}][\p{L}-]*\s+){0,2}(?i:working\s+group|wg|team\s+members|members|participants|attendees|maintainers|contributors|reviewers|volunteers)|[\p{Lu}][\p{L}'’-]+\s+(?i:and|&)\s+(?i:the\s+)?(?i:team|group))\s*[:：]\s+(.+)$`)
