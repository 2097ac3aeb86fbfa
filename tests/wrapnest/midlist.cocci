// A changed line that began inside an argument: the lines after it that
// continue the same list line up after its `(' too, broken or not (f1,
// f2); a call in an if's condition lines up after its own `(', and its
// kept lines are not broken (f3, f4 through `(ret = ...)').
@@
expression E, F;
@@
- E ? E : F
+ E ?: F

@@
expression E, F;
@@
- usb_control_msg(E, F,
+ usb_control_msg_send(E, F,
  ...)
