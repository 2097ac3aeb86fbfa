// the same with <+... ...+>: some path crosses the occurrence, the error path ends at the return
@@
identifier client;
@@
foo(&client->dev);
<+...
- &client->dev
+ dev
...+>
