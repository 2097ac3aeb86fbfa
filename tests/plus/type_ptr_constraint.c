/* type T = r.U *: any pointer type; T takes the extra pointer levels. */
void f()
{
    int k;
    bool *p;
    bool **x[];
    int **y[];
    int *z[];
    bool ***w[];
}
