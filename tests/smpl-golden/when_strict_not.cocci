// The same patch as when_strict.cocci without `when strict': the error
// path that returns early is ignored, so end() is changed.
@@
@@
  begin();
  ...
- end();
+ end_all();
