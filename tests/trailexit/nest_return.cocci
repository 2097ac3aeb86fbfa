// a trailing <... ...> nest after a statement, an early return in a braced branch between: the nest's occurrence after it is changed
@@
identifier client;
@@
foo(&client->dev);
<...
- &client->dev
+ dev
...>
