@@
identifier fn =~ "^old_";
expression list ES;
@@
- fn(ES)
+ new_call(ES)
