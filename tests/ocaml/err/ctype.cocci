@@
identifier fn : script:ocaml () { String.length fn };
@@
- fn(1);
+ fn(0);
