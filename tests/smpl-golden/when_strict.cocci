@@
@@
  begin();
  ... when strict
- end();
+ end_all();
