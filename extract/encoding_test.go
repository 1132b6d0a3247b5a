package extract

import (
	"bytes"
	"strings"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	utf16 "golang.org/x/text/encoding/unicode"
)

// Notes saved by Windows tools in UTF-16 or Korean CP949 are read as the
// same text as their UTF-8 twin; a file of another legacy encoding is still
// refused with an error that names it.
func TestTextDecodesLegacyEncodings(t *testing.T) {
	const notes = "# 주간 회의 2026-11-02\n\n## 할 일\n- 지훈: 로그인 API 구현 (11/6까지)\n- 서연: 발표 자료 정리 - 똠방각하 뷁\n"
	enc := func(e encoding.Encoding, s string) []byte {
		b, err := e.NewEncoder().Bytes([]byte(s))
		if err != nil {
			t.Fatalf("encode: %v", err)
		}
		return b
	}
	for _, c := range []struct {
		name string
		raw  []byte
		want string // "" = refused
		enc  string
	}{
		{"utf-8", []byte(notes), notes, EncodingUTF8},
		{"utf-8 with BOM", append([]byte("\ufeff"), notes...), "\ufeff" + notes, EncodingUTF8},
		{"utf-16le BOM", enc(utf16.UTF16(utf16.LittleEndian, utf16.UseBOM), notes), notes, EncodingUTF16LE},
		{"utf-16be BOM", enc(utf16.UTF16(utf16.BigEndian, utf16.UseBOM), notes), notes, EncodingUTF16BE},
		{"cp949 (UHC syllables 똠 뷁)", enc(korean.EUCKR, notes), notes, EncodingCP949},
		{"cp949 with Hanja", enc(korean.EUCKR, "# 會議 회의록\n- 지훈: 보고서 작성\n"), "# 會議 회의록\n- 지훈: 보고서 작성\n", EncodingCP949},
		{"latin-1", enc(charmap.ISO8859_1, "# Café meeting\n- Zoë: order crème brûlée\n"), "", ""},
		{"shift-jis", enc(japanese.ShiftJIS, "# 会議メモ\n- 田中: 資料を作成する\n"), "", ""},
		{"utf-16 without BOM", enc(utf16.UTF16(utf16.LittleEndian, utf16.IgnoreBOM), "# notes\n- Ann: do it\n"), "", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := Text("notes.md", c.raw)
			if c.want == "" {
				if err == nil {
					t.Fatalf("read %q as text, want refused", got)
				}
				if !strings.Contains(err.Error(), "notes.md") {
					t.Errorf("error %q does not name the input", err)
				}
				return
			}
			if err != nil {
				t.Fatalf("Text: %v", err)
			}
			if string(got) != c.want {
				t.Errorf("Text = %q, want %q", got, c.want)
			}
			if _, e := Decode(c.raw); e != c.enc {
				t.Errorf("encoding %s, want %s", e, c.enc)
			}
		})
	}
}

// A broken UTF-8 file is refused as before, not half-read as CP949.
func TestTextRefusesBrokenUTF8(t *testing.T) {
	raw := []byte("# notes\n- Ann: write the report\n")
	raw = append(raw[:10:10], append([]byte{0xC3}, raw[10:]...)...)
	if _, err := Text("broken.md", raw); err == nil || !strings.Contains(err.Error(), "offset 10") {
		t.Fatalf("Text = %v, want the bad byte's offset", err)
	}
	if b, e := Decode(raw); e != EncodingUTF8 || !bytes.Equal(b, raw) {
		t.Errorf("Decode changed a broken file (%s)", e)
	}
}
