int abÃ(x);
int cdá€;
#defineÃ X 1
#ifá€€ 1
#endif
# \ x
%:%
int e = a..b;
char *f = â€œopen;
char g = â€˜oâ€;
int h = \ 1;
#include <abc
#include <<= x
#include <: y
#if 0
  # Ã x
\ y
  % z
%:endifğ
 #elseÃ
int i;
#endif
#if 0
int j;
#endifğ
