%:include <stdio.h>
%:define CAT(a, b) a %:%: b
%:define STR(a) %:a
int v<:3:> = <% 1, 2, 3 %>;
int f(void)
<%
	return v<:0:> % 2;
%>
%: if 0
skipped
%:endif
