package notes

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"syscall"

	"github.com/JohannesKaufmann/html-to-markdown/v2/converter"
	"github.com/JohannesKaufmann/html-to-markdown/v2/plugin/base"
	"github.com/JohannesKaufmann/html-to-markdown/v2/plugin/commonmark"
	"github.com/JohannesKaufmann/html-to-markdown/v2/plugin/table"

	"github.com/axagent/axagent/extract"
)

// Formats of notes files.
const (
	Markdown   = "markdown"
	VTT        = "webvtt"
	SRT        = "srt"
	Transcript = "transcript"
	HTML       = "html"
	Docx       = "docx"
)

// Document is one meeting's notes, as the extractor reads them.
type Document struct {
	// Path is the file as named; Rel its path in the folder read.
	Path   string `json:"path"`
	Rel    string `json:"rel"`
	Format string `json:"format"`
	// Body is what the extractor reads: Markdown or text; a transcript
	// becomes one "Speaker: words" line per cue.
	Body []byte `json:"-"`
	// Lines maps Body's lines (1-based, index line-1) to the file's lines —
	// a cue's position in a transcript. Nil means the same line.
	Lines    []int    `json:"-"`
	Identity Identity `json:"identity"`
}

// Transcript reports whether Body is a transcript's speaker lines (VTT,
// SRT or a call tool's plain export), which the extractor reads as turns.
func (d Document) Transcript() bool {
	return d.Format == VTT || d.Format == SRT || d.Format == Transcript
}

// SourceLine is the file's line of Body's line n.
func (d Document) SourceLine(n int) int {
	if d.Lines == nil || n < 1 || n > len(d.Lines) {
		return n
	}
	return d.Lines[n-1]
}

// Extensions read as notes; others in a folder are skipped. reStructuredText
// minutes (teams that publish their notes with Sphinx) are read as Markdown:
// their bullets, indented sub-bullets and underlined titles ("Action items"
// over "=====") are the same lines Markdown reads as lists and setext
// headings, so nothing RST-specific is needed to find their actions.
var Extensions = map[string]string{".md": Markdown, ".markdown": Markdown, ".txt": Markdown, ".rst": Markdown, ".vtt": VTT, ".srt": SRT, ".html": HTML, ".htm": HTML}

// UnsupportedError names a file that cannot be read as notes and why.
type UnsupportedError struct{ Path, Why string }

func (e *UnsupportedError) Error() string { return fmt.Sprintf("notes %s: %s", e.Path, e.Why) }

// Read reads one notes file (rel is its path in its folder; flags override
// the inferred identity). Anything that is not a regular file — a named
// pipe, a socket, a device — is refused without being opened (opening a
// FIFO waits for a writer forever); a dangling or looping link, or a file
// it may not read, is refused naming why. Each refusal is an
// *UnsupportedError: one file's problem, never the folder's.
func Read(path, rel, flagMeeting, flagDate string) (Document, error) {
	d := Document{Path: path, Rel: rel}
	ext := strings.ToLower(filepath.Ext(path))
	switch ext {
	case ".doc", ".odt", ".pdf", ".hwp":
		return d, &UnsupportedError{path, fmt.Sprintf("%s files are not read; export the minutes as Markdown, text, HTML or .docx (no pure-Go reader handles %s well enough to trust its tables)", ext, ext)}
	case ".docx":
		return readDocx(d, path, rel, flagMeeting, flagDate)
	}
	raw, err := readLimited(path)
	if err != nil {
		return d, err
	}
	if raw, err = extract.Text(path, raw); err != nil {
		return d, err
	}
	d.Format = Extensions[ext]
	if d.Format == "" {
		d.Format = Markdown
	}
	switch {
	case d.Format == VTT || bytes.HasPrefix(bytes.TrimPrefix(raw, []byte("\ufeff")), []byte("WEBVTT")):
		d.Format = VTT
		d.Body, d.Lines = cues(raw, true)
	case d.Format == SRT:
		d.Body, d.Lines = cues(raw, false)
	case d.Format == HTML:
		md, err := htmlConverter().ConvertString(string(raw))
		if err != nil {
			return d, &UnsupportedError{path, "HTML could not be converted: " + err.Error()}
		}
		d.Body = []byte(md)
		d.Lines = htmlLines(raw, d.Body)
	default:
		if body, lines, ok := plainTranscript(raw); ok {
			d.Format, d.Body, d.Lines = Transcript, body, lines
		} else {
			d.Body = raw
		}
	}
	if len(bytes.TrimSpace(d.Body)) == 0 {
		return d, &UnsupportedError{path, "no text in it"}
	}
	// The identity reads the file as written (a transcript's title and
	// front matter are its own), the extractor the converted body; an
	// HTML export's title and date lines are its text's, not its tags'.
	src := raw
	if d.Format == HTML {
		src = d.Body
	}
	d.Identity = Infer(rel, src, flagMeeting, flagDate)
	return d, nil
}

// readDocx reads a Word document as the Markdown of its structure
// (docx.go).
func readDocx(d Document, path, rel, flagMeeting, flagDate string) (Document, error) {
	raw, err := readLimited(path)
	if err != nil {
		return d, err
	}
	if len(raw) > extract.MaxNotesBytes {
		return d, &UnsupportedError{path, fmt.Sprintf("larger than %d bytes; split the notes", extract.MaxNotesBytes)}
	}
	md, err := docxMarkdown(raw)
	if err != nil {
		return d, &UnsupportedError{path, err.Error()}
	}
	if d.Body, err = extract.Text(path, md); err != nil {
		return d, err
	}
	d.Format = Docx
	d.Identity = Infer(rel, d.Body, flagMeeting, flagDate)
	return d, nil
}

// htmlConverter turns a wiki or docs export into Markdown, tables kept as
// tables (the extractor reads owner columns).
func htmlConverter() *converter.Converter {
	return converter.NewConverter(converter.WithPlugins(base.NewBasePlugin(), commonmark.NewCommonmarkPlugin(), table.NewTablePlugin()))
}

// readLimited reads a regular file, at most extract.MaxNotesBytes+1 bytes.
// The file is checked before it is opened and again once open (it may
// have been swapped in between), and opened non-blocking, so no kind of
// file can make the read wait.
func readLimited(path string) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, unreadable(path, err)
	}
	if !st.Mode().IsRegular() {
		return nil, notRegular(path, st.Mode())
	}
	f, err := openNonBlocking(path)
	if err != nil {
		return nil, unreadable(path, err)
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil {
		return nil, unreadable(path, err)
	} else if !st.Mode().IsRegular() {
		return nil, notRegular(path, st.Mode())
	}
	b, err := io.ReadAll(io.LimitReader(f, extract.MaxNotesBytes+1))
	if err != nil {
		return nil, unreadable(path, err)
	}
	return b, nil
}

// notRegular names what kind of file path is instead of a regular one.
func notRegular(path string, m fs.FileMode) error {
	kind := "not a regular file"
	switch {
	case m&fs.ModeNamedPipe != 0:
		kind = "a named pipe (FIFO)"
	case m&fs.ModeSocket != 0:
		kind = "a socket"
	case m&fs.ModeDevice != 0:
		kind = "a device"
	case m.IsDir():
		kind = "a folder"
	}
	return &UnsupportedError{path, kind + ", not a regular file: skipped without opening it"}
}

// linkedFolder refuses a symbolic link to a folder met inside a folder:
// it is not followed (a link may lead out of the tree or back into it),
// and the notes in it are named as not read rather than left unseen.
// Anything else is nil.
func linkedFolder(path string, t fs.FileMode) error {
	if t&fs.ModeSymlink == 0 {
		return nil
	}
	if st, err := os.Stat(path); err != nil || !st.IsDir() {
		return nil
	}
	target, _ := os.Readlink(path)
	return &UnsupportedError{path, fmt.Sprintf("a symbolic link to a folder (to %s): not followed; name that folder itself, or link its files one by one", target)}
}

// unreadable says why path could not be read: a dangling or looping
// symbolic link, no permission, or the system's error.
func unreadable(path string, err error) error {
	why := err.Error()
	var pe *fs.PathError
	if errors.As(err, &pe) {
		why = pe.Err.Error()
	}
	if lst, lerr := os.Lstat(path); lerr == nil && lst.Mode()&fs.ModeSymlink != 0 {
		target, _ := os.Readlink(path)
		switch {
		case errors.Is(err, syscall.ELOOP):
			why = fmt.Sprintf("a symbolic link loop (to %s)", target)
		case errors.Is(err, fs.ErrNotExist):
			why = fmt.Sprintf("a dangling symbolic link (to %s, which does not exist)", target)
		}
	} else if errors.Is(err, fs.ErrPermission) {
		why = "permission denied"
	}
	return &UnsupportedError{path, "cannot be read: " + why}
}

var (
	reCueTime = regexp.MustCompile(`^\s*(\d{1,2}:)?\d{1,2}:\d{2}[.,]\d{1,3}\s*-->\s*(\d{1,2}:)?\d{1,2}:\d{2}[.,]\d{1,3}`)
	reVoice   = regexp.MustCompile(`^<v(?:\.[^ >]*)?\s+([^>]+)>(.*?)(?:</v>)?$`)
	reTags    = regexp.MustCompile(`</?[a-zA-Z][^>]*>`)
	reSpeaker = regexp.MustCompile(`^([^\s:：][^:：]{0,40}?)\s*[:：]\s+(.+)$`)
)

// cues turns WebVTT (vtt) or SRT cues into "Speaker: words" lines, one per
// cue, each mapped to the line of the cue's text.
func cues(raw []byte, vtt bool) ([]byte, []int) {
	lines := strings.Split(strings.ReplaceAll(string(raw), "\r\n", "\n"), "\n")
	var out []string
	var at []int
	for i := 0; i < len(lines); i++ {
		if !reCueTime.MatchString(lines[i]) {
			continue
		}
		var text []string
		first := 0
		for j := i + 1; j < len(lines) && strings.TrimSpace(lines[j]) != ""; j++ {
			if first == 0 {
				first = j + 1
			}
			text = append(text, strings.TrimSpace(lines[j]))
			i = j
		}
		if len(text) == 0 {
			continue
		}
		speaker := ""
		joined := strings.Join(text, " ")
		if m := reVoice.FindStringSubmatch(joined); m != nil {
			speaker, joined = strings.TrimSpace(m[1]), m[2]
		}
		joined = strings.TrimSpace(reTags.ReplaceAllString(joined, ""))
		if joined == "" {
			continue
		}
		if speaker != "" {
			joined = speaker + ": " + joined
		}
		out = append(out, joined)
		at = append(at, first)
	}
	return []byte(strings.Join(out, "\n") + "\n"), at
}

var (
	// [00:01:23] 지훈: … / 00:01:23 지훈: …
	reStamped = regexp.MustCompile(`^\[?(\d{1,2}:)?\d{1,2}:\d{2}\]?\s+(.+)$`)
	// 지훈  00:01:23 (speaker and time on a line, the words below: Clova
	// Note, Otter, Google Meet exports).
	reHeader = regexp.MustCompile(`^(.{1,40}?)\s+\(?(\d{1,2}:)?\d{1,2}:\d{2}\)?$`)
)

// plainTranscript reads the plain-text exports of video-call tools, when
// most of the file is stamped with times:
//
//	[00:01:23] 지훈: 금요일까지 초안 보낼게요
//	00:01:23 Dana: I'll send the draft by Friday
//	지훈 00:01:23            (a header line; the words follow on the next lines)
//	금요일까지 초안 보낼게요
func plainTranscript(raw []byte) ([]byte, []int, bool) {
	lines := strings.Split(strings.ReplaceAll(string(raw), "\r\n", "\n"), "\n")
	stamped, headers, nonEmpty := 0, 0, 0
	for _, l := range lines {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		nonEmpty++
		if reStamped.MatchString(l) {
			stamped++
		} else if reHeader.MatchString(l) {
			headers++
		}
	}
	if nonEmpty < 2 || (stamped*2 < nonEmpty && headers*4 < nonEmpty) {
		return nil, nil, false
	}
	var out []string
	var at []int
	speaker := ""
	for i, l := range lines {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		if m := reStamped.FindStringSubmatch(l); m != nil {
			out = append(out, m[2])
			at = append(at, i+1)
			if sm := reSpeaker.FindStringSubmatch(m[2]); sm != nil {
				speaker = sm[1]
			}
			continue
		}
		if m := reHeader.FindStringSubmatch(l); m != nil && headers > 0 {
			speaker = strings.TrimSpace(m[1])
			continue
		}
		if speaker != "" && reSpeaker.FindStringSubmatch(l) == nil {
			l = speaker + ": " + l
		}
		out = append(out, l)
		at = append(at, i+1)
	}
	return []byte(strings.Join(out, "\n") + "\n"), at, true
}

// Listing is what List found: the notes files, the folder they are
// relative to, and the entries it could not look into (an unreadable
// sub-folder, a glob match that cannot be followed), each an
// *UnsupportedError naming the path and why: reported and skipped, never
// a reason to drop the rest.
type Listing struct {
	Files   []string
	Root    string
	Skipped []error
}

// List finds the notes files named by arg: a file, a folder (recursively;
// files of other kinds and hidden entries are skipped) or a glob. Root is
// the folder (or the file's own folder); each file's path relative to it is
// its name in the folder. Whether a file can be read is for Read to say.
func List(arg string) (Listing, error) {
	st, err := os.Stat(arg)
	switch {
	case err == nil && st.IsDir():
		ls := Listing{Root: arg}
		err := filepath.WalkDir(arg, func(p string, d os.DirEntry, err error) error {
			if err != nil {
				if p == arg {
					return err
				}
				ls.Skipped = append(ls.Skipped, unreadable(p, err))
				if d != nil && d.IsDir() {
					return filepath.SkipDir
				}
				return nil
			}
			name := d.Name()
			if p != arg && strings.HasPrefix(name, ".") {
				if d.IsDir() {
					return filepath.SkipDir
				}
				return nil
			}
			if !d.IsDir() && isNotesFile(name) {
				ls.Files = append(ls.Files, p)
			} else if err := linkedFolder(p, d.Type()); err != nil {
				ls.Skipped = append(ls.Skipped, err)
			}
			return nil
		})
		if err != nil {
			return Listing{}, fmt.Errorf("list %s: %w", arg, err)
		}
		return ls, nil
	case err == nil:
		return Listing{Files: []string{arg}, Root: filepath.Dir(arg)}, nil
	}
	matches, gerr := filepath.Glob(arg)
	if gerr != nil {
		return Listing{}, fmt.Errorf("notes %q: bad pattern: %w", arg, gerr)
	}
	if len(matches) == 0 {
		if _, lerr := os.Lstat(arg); lerr == nil {
			// A link that cannot be followed, named on its own.
			return Listing{Files: []string{arg}, Root: filepath.Dir(arg)}, nil
		}
		return Listing{}, fmt.Errorf("notes %q: no such file, folder or matching files", arg)
	}
	ls := Listing{Root: globRoot(arg)}
	for _, m := range matches {
		st, err := os.Stat(m)
		switch {
		case err != nil:
			ls.Skipped = append(ls.Skipped, unreadable(m, err))
		case !st.IsDir():
			ls.Files = append(ls.Files, m)
		}
	}
	return ls, nil
}

// isNotesFile: the extensions read, and the ones refused with a reason.
func isNotesFile(name string) bool {
	ext := strings.ToLower(filepath.Ext(name))
	if _, ok := Extensions[ext]; ok {
		return true
	}
	switch ext {
	case ".docx", ".doc", ".odt", ".hwp":
		return true // .docx is read; the others are refused by name
	}
	return false
}

// globRoot is the folder part of a glob before its first pattern.
func globRoot(pattern string) string {
	dir := pattern
	for strings.ContainsAny(dir, "*?[") {
		dir = filepath.Dir(dir)
	}
	return dir
}

// ReadAll reads files (relative to root) and orders them by meeting date
// (undated last), then by path. A file that cannot be read is returned in
// errs with its reason; the rest are read.
func ReadAll(files []string, root string) (docs []Document, errs []error) {
	for _, f := range files {
		rel, err := filepath.Rel(root, f)
		if err != nil || strings.HasPrefix(rel, "..") {
			rel = filepath.Base(f)
		}
		d, err := Read(f, rel, "", "")
		if err != nil {
			errs = append(errs, err)
			continue
		}
		docs = append(docs, d)
	}
	sort.SliceStable(docs, func(i, j int) bool {
		a, b := docs[i].Identity.Date, docs[j].Identity.Date
		if (a == "") != (b == "") {
			return a != ""
		}
		if a != b {
			return a < b
		}
		return docs[i].Rel < docs[j].Rel
	})
	return docs, errs
}
