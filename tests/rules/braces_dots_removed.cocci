// `{ ... - foo(...); }` against an unbraced branch: the branch would be
// left empty, so only braced branches match; the dots do not run past
// the end of the unbraced if (spatch 1.1.1).
@@
@@
if (...) {
...
- foo(...);
}
