@@
expression E;
symbol secret;
@@
- emit(<+... secret ...+>, E);
+ emit_redacted(E);
