package rules

// enDayDate: the date minutes often write after a weekday ("by Fri 5/3",
// "by Friday, May 3", "by Tue 12 May"): part of the deadline, which
// keeps the day and the date together so a date that is not that day
// is caught when the deadline is resolved, not half read.
const enDayDate = `(?:,?\s+(?:\d{1,2}/\d{1,2}(?:/\d{2,4})?|` + enMonth + `\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+` + enMonth + `))?`
