char a1[2] __attribute__((gone_end));
char __attribute__((gone_mid)) a2[4];
int *a3[3] __attribute__((gone_end));
char a4[2] __attribute__((kept));
char __attribute__((old_mid)) a5[8];
int a6 __attribute__((gone_end));
