// gallery list_entry_update: `*x =@p2 E` with p2 inherited from an
// assignment inside the loop; the declaration `struct usb_phy *phy = NULL;`
// is no match (its `=` is not p2).
@r@
iterator name list_for_each_entry;
expression x,E;
position p1,p2;
@@

list_for_each_entry@p1(x,...) { <... x =@p2 E ...> }

@@
expression x,E;
position r.p1,r.p2;
statement S;
@@

*x =@p2 E
...
list_for_each_entry@p1(x,...) S
