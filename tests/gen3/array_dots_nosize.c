int x[] = {1, 2};
int y[2] = {1, 2};
int z[N+1] = {1, 2};
int w = 3;
int u[];
int v[3];
void f(void) { q[] = 1; q[1] = 2; }
