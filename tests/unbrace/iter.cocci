// An iterator's body loses its braces as a loop's does: it stays in
// place under the line left where the `{' was.  A body of two
// statements does not match.
@@
iterator name list_for_each_entry;
expression pos, head;
identifier member;
statement S;
@@
  list_for_each_entry(pos, head, member)
- {
  S
- }
