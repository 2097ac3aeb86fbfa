/* T *x against int **k: T takes the pointer levels the code has more. */
void f()
{
    int **k;
    bool ***p;
    int *q;
}
