/* attributes */
char a1[2] __attribute__((old_end));
int v1 __attribute__((old_end));
char __attribute__((old_mid)) a2[4];
long __attribute__((old_mid)) v2;
char a3[8] __attribute__((old_line));
