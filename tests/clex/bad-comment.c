int a = 1;
/* never closed
int b;
