package eval_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/axagent/axagent/extract/eval"
	"github.com/axagent/axagent/extract/rules"
)

// eval reads a file as register does: a WebVTT or a call tool's export is
// scored as the speaker turns the product extracts from, at the file's line
// of each cue, and an HTML export at the HTML line of each action. Before, eval read the raw file: "<v 지훈>" voices and
// "서연 00:35" headers named nobody, so eval measured an extractor no user
// runs.
func TestRunReadsTranscriptsAsRegisterDoes(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("standup.vtt", "WEBVTT\n\n00:00:02.000 --> 00:00:06.500\n<v 민서>오늘 회의 시작할게요.\n\n00:00:07.000 --> 00:00:09.000\n<v 지훈>제가 금요일까지 견적서 보낼게요.\n")
	write("call.txt", "민서 00:00\n오늘 회의 시작하겠습니다.\n\n서연 00:35\n고객 공지문은 제가 이번 주 금요일까지 작성할게요.\n")
	write("minutes.html", "<html>\n<head>\n<meta charset=\"utf-8\">\n<title>Sync</title>\n<style>p { margin: 0 }</style>\n</head>\n<body>\n<h1>Weekly sync 2026-09-14</h1>\n<p>We reviewed the <b>release</b> plan.</p>\n<h2>Action items</h2>\n<ul>\n<li>Dana to send the draft by Friday</li>\n</ul>\n</body></html>\n")
	gold, err := eval.ParseGold([]byte(`{
  "minutes.html": {"lang": "en", "actions": [{"line": 12, "owner": "Dana", "text": "send the draft", "due": "by Friday"}]},
  "standup.vtt": {"lang": "ko", "actions": [{"line": 7, "owner": "지훈", "text": "견적서 발송", "due": "금요일까지"}]},
  "call.txt": {"lang": "ko", "actions": [{"line": 5, "owner": "서연", "text": "고객 공지문 작성", "due": "이번 주 금요일까지"}]}
}`))
	if err != nil {
		t.Fatal(err)
	}
	rep, err := eval.Run(context.Background(), rules.New(), gold, dir, eval.Options{Extractor: "rules"})
	if err != nil {
		t.Fatal(err)
	}
	if o := rep.Overall; o.Matched != 3 || o.OwnerCorrect != 3 || o.Predicted != 3 {
		t.Fatalf("overall %+v; findings %+v", o, rep.Findings)
	}
}
