package notes

import (
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/korean"
	utf16 "golang.org/x/text/encoding/unicode"
)

// A Korean team's minutes saved by Notepad as "ANSI" (CP949) or "Unicode"
// (UTF-16 with a BOM) are read as the same text and transcript as the UTF-8
// file; before, both were refused ("not valid UTF-8", "binary file").
func TestLegacyEncodedNotesRead(t *testing.T) {
	const minutes = "# 주간 회의 2026-11-02\n\n## 할 일\n- 지훈: 로그인 API 구현 (11/6까지)\n- 서연: 발표 자료 정리\n"
	const chat = "[00:00:01] 지훈: 회의 시작하겠습니다\n[00:00:09] 민서: 제가 목요일까지 정리해서 공유할게요\n"
	dir := t.TempDir()
	for _, c := range []struct {
		name string
		e    encoding.Encoding
	}{
		{"cp949", korean.EUCKR},
		{"utf16", utf16.UTF16(utf16.LittleEndian, utf16.UseBOM)},
	} {
		for _, text := range []string{minutes, chat} {
			want, err := Read(write(t, dir, "want.txt", text), "want.txt", "", "")
			if err != nil {
				t.Fatal(err)
			}
			raw, err := c.e.NewEncoder().Bytes([]byte(text))
			if err != nil {
				t.Fatal(err)
			}
			p := filepath.Join(dir, c.name+".txt")
			if err := os.WriteFile(p, raw, 0o644); err != nil {
				t.Fatal(err)
			}
			got, err := Read(p, c.name+".txt", "", "")
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			if string(got.Body) != string(want.Body) || got.Format != want.Format {
				t.Errorf("%s: read %s %q, want %s %q", c.name, got.Format, got.Body, want.Format, want.Body)
			}
		}
	}
}
