@@
expression E;
expression list ES;
@@
- log_msg(E, ES)
+ log_msg_level(E, LEVEL_INFO, ES)
