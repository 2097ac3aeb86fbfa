struct s { int n; char name[]; char other[4]; long l; };
extern int tab[];
void g(int a[], int b[3], int c);
