package rules

import "testing"

// A need nobody commits to — the meeting's minutes awaiting approval,
// people who receive something — is no task; a person's commitment about
// the same things, the group's own need and a passive need under a to-do
// label are.
func TestNotFormImpersonalNeed(t *testing.T) {
	checkNotAction(t, []notActionCase{{
		name: "nobody commits",
		notes: "## Action items\n\n" +
			"* The minutes need to be reviewed and approved\n" +
			"* Everyone who contributed will be added to the authors list\n" +
			"* Alice will review the minutes\n" +
			"* We need to document how to make the requests\n" +
			"* Bob to add everyone who contributed to the authors list\n",
		not:  []int{3, 4},
		want: []int{5, 6, 7},
	}, {
		name: "under a to-do label",
		notes: "* Hackathon\n" +
			"    * TODO\n" +
			"        * website still needs to be populated\n",
		want: []int{3},
	}})
}

// A request to the whole community or the readers ("All: Please read
// …", "Feel free to …") is no task; a request to a person, work given to
// everyone without "please", and a bare "please look at …" are.
func TestNotFormCommunityRequest(t *testing.T) {
	checkNotAction(t, []notActionCase{{
		name: "to everyone",
		notes: "## Action items\n\n" +
			"- [ ] All: Please read the announcement blog post!\n" +
			"- [ ] All: Please introduce yourself in our Zulip thread!\n" +
			"- Feel free to leave comments on the PR\n" +
			"- Please, Dana, send the invite to the speakers\n" +
			"- @all: review the roadmaps of other WGs and provide comments\n" +
			"- please look at https://example.org/docs/overview\n",
		not:  []int{3, 4, 5},
		want: []int{6, 7, 8},
	}})
}

// A convention from now on is a rule of the team; a task that mentions
// the future, a convention that carries a to-do, and the group's own
// plan are work.
func TestNotFormConvention(t *testing.T) {
	checkNotAction(t, []notActionCase{{
		name: "from now on",
		notes: "## Action items\n\n" +
			"- From now on try to avoid force pushes to main\n" +
			"- Going forward, open an issue before each PR\n" +
			"- 앞으로 회의록은 회의 당일에 올릴 것\n" +
			"- 앞으로 모든 API는 계정이 로그인 됨을 가정함. *(TODO: Guest 계정 기능 추가할 것)*\n" +
			"- Molly - start a stub for the blog post explaining the changes going forward\n" +
			"- we will open a space for the newcomers\n" +
			"- 앞으로 2주 동안 로그인 API 구현할 것\n" +
			"- Going forward, Alice will run the release checklist\n",
		not:  []int{3, 4, 5},
		want: []int{6, 7, 8, 9, 10},
	}})
}

// A decision put off ("will be tabled until …") or only aimed at is no
// task; an aim to do work and a person's plan for the next meeting are.
func TestNotFormDeferredDecision(t *testing.T) {
	checkNotAction(t, []notActionCase{{
		name: "tabled and aimed",
		notes: "## Action items\n\n" +
			"- This will be tabled until the next meeting when Rob can be present\n" +
			"- aiming to make a decision on this in 1 - 2 months\n" +
			"- Aim to post the newsletter 2-3 weeks from now\n" +
			"- Rob will draft the proposal before the next meeting\n" +
			"- Deferred to next meeting: Alice to send the draft\n" +
			"- Postponed until March: Bob will book the venue\n",
		not:  []int{3, 4},
		want: []int{5, 6, 7, 8},
	}, {
		name: "under a person's heading",
		notes: "## Action Items\n\n***David***\n" +
			"> * contact mini-conf contributors about uploading to Zenodo\n" +
			"> * Will look at zoom account features to see if they meet our needs\n" +
			">     * aiming to make a decision on this in 1 - 2 months\n",
		not:  []int{6},
		want: []int{4, 5},
	}})
}

// A status line ("in the process of writing …", "It is currently …")
// names no work to do; a person's ongoing work and a plan are.
func TestNotFormStatus(t *testing.T) {
	checkNotAction(t, []notActionCase{{
		name: "status",
		notes: "## Action items\n\n" +
			"- in the process of writing `find_ion_saturation_current`\n" +
			"- It is currently maintained by a single developer.\n" +
			"- Bob is currently rewriting the docs\n" +
			"- write the tests for `find_ion_saturation_current`\n",
		not:  []int{3, 4},
		want: []int{5, 6},
	}})
}

// An agenda time-box ("ease adoption: 5 mins", "(10 min)") is an item of
// the meeting's agenda; work with a duration in it is work.
func TestNotFormTimeBox(t *testing.T) {
	checkNotAction(t, []notActionCase{{
		name: "time-boxed agenda",
		notes: "## Action items\n\n" +
			"- ease adoption: 5 mins\n" +
			"- Review the roadmap (10 min)\n" +
			"- Bob will send the recording within 2 hours\n" +
			"- Carol to book the room for 30 minutes\n" +
			"- (5 min) Dana to demo the new console\n",
		not:  []int{3, 4},
		want: []int{5, 6, 7},
	}})
}

// The items under a label that drops them ("The following are dropped
// for now:", "Out of scope:") are no tasks; items on hold, a named
// person's item and the next steps after them are.
func TestNotFormDroppedList(t *testing.T) {
	checkNotAction(t, []notActionCase{{
		name: "dropped",
		notes: "## Action items\n\n" +
			"The following are dropped for now:\n\n" +
			"- write the migration guide\n" +
			"- port the CLI to Rust\n\n" +
			"Out of scope:\n" +
			"- translate the docs\n\n" +
			"On Hold:\n" +
			" * ACTION: Dan to get members and schedule the first call\n\n" +
			"Next steps:\n" +
			"- write the release notes\n",
		not:  []int{5, 6, 9},
		want: []int{12, 15},
	}})
}

// A line these classes keep from the tasks is still a possible action
// when it carries commitment signals.
func TestNotFormStaysPossible(t *testing.T) {
	checkStaysPossible(t, "## Action items\n\n"+
		"- This will be tabled until the next meeting when Rob can be present\n"+
		"- Review the roadmap (10 min)\n\n"+
		"The following are dropped for now:\n\n"+
		"- write the migration guide\n", 3, 4, 8)
}
