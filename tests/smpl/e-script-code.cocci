@@
position p : script:python() { p[0].line > 1;
@@
  f@p();
