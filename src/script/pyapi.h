/* pyapi.h - the CPython functions pyscript.c calls, reached through
 * pointers that pyscript.c fills when the first script rule starts
 * Python (it opens libpython then), so that a run without Python script
 * rules neither maps nor relocates libpython: spatch is not linked
 * against it.  Included by pyscript.c only, after <Python.h>: each name
 * below then stands for its pointer.  A function that a macro of
 * <Python.h> calls is listed under the name the macro gives
 * (PyRun_String: PyRun_StringFlags); _Py_Dealloc, called by the inline
 * functions of the header (Py_DECREF), is pyapi_call_dealloc of
 * pyscript.c.
 */
#ifndef LADYBUG_PYAPI_H
#define LADYBUG_PYAPI_H

#define PYAPI_FUNCS(X) \
	X(PyBool_FromLong) \
	X(PyConfig_Clear) \
	X(PyConfig_InitPythonConfig) \
	X(PyConfig_SetString) \
	X(PyDict_GetItemString) \
	X(PyDict_New) \
	X(PyDict_SetItemString) \
	X(PyErr_Clear) \
	X(PyErr_ExceptionMatches) \
	X(PyErr_Print) \
	X(PyEval_EvalCode) \
	X(PyEval_GetBuiltins) \
	X(PyImport_AddModule) \
	X(PyList_Append) \
	X(PyList_New) \
	X(PyLong_AsLong) \
	X(PyModule_GetDict) \
	X(PyModule_New) \
	X(PyNumber_Long) \
	X(PyObject_GetAttrString) \
	X(PyObject_IsInstance) \
	X(PyObject_IsTrue) \
	X(PyObject_SetAttrString) \
	X(PyObject_Str) \
	X(PyRun_StringFlags) \
	X(PyStatus_Exception) \
	X(PySys_GetObject) \
	X(PyTuple_New) \
	X(PyUnicode_AsUTF8) \
	X(PyUnicode_DecodeFSDefault) \
	X(PyUnicode_DecodeUTF8) \
	X(PyUnicode_FromString) \
	X(Py_CompileStringExFlags) \
	X(Py_FinalizeEx) \
	X(Py_InitializeFromConfig) \
	X(_PyObject_CallFunction_SizeT) \
	X(_PyObject_CallMethod_SizeT)

#define PYAPI_PTR(f) static __typeof__(&f) pyapi_##f;
PYAPI_FUNCS(PYAPI_PTR)
#undef PYAPI_PTR
static PyObject *pyapi_none;                   /* &_Py_NoneStruct */
static void (*pyapi_dealloc)(PyObject *);      /* _Py_Dealloc */

#define PyBool_FromLong (*pyapi_PyBool_FromLong)
#define PyConfig_Clear (*pyapi_PyConfig_Clear)
#define PyConfig_InitPythonConfig (*pyapi_PyConfig_InitPythonConfig)
#define PyConfig_SetString (*pyapi_PyConfig_SetString)
#define PyDict_GetItemString (*pyapi_PyDict_GetItemString)
#define PyDict_New (*pyapi_PyDict_New)
#define PyDict_SetItemString (*pyapi_PyDict_SetItemString)
#define PyErr_Clear (*pyapi_PyErr_Clear)
#define PyErr_ExceptionMatches (*pyapi_PyErr_ExceptionMatches)
#define PyErr_Print (*pyapi_PyErr_Print)
#define PyEval_EvalCode (*pyapi_PyEval_EvalCode)
#define PyEval_GetBuiltins (*pyapi_PyEval_GetBuiltins)
#define PyImport_AddModule (*pyapi_PyImport_AddModule)
#define PyList_Append (*pyapi_PyList_Append)
#define PyList_New (*pyapi_PyList_New)
#define PyLong_AsLong (*pyapi_PyLong_AsLong)
#define PyModule_GetDict (*pyapi_PyModule_GetDict)
#define PyModule_New (*pyapi_PyModule_New)
#define PyNumber_Long (*pyapi_PyNumber_Long)
#define PyObject_GetAttrString (*pyapi_PyObject_GetAttrString)
#define PyObject_IsInstance (*pyapi_PyObject_IsInstance)
#define PyObject_IsTrue (*pyapi_PyObject_IsTrue)
#define PyObject_SetAttrString (*pyapi_PyObject_SetAttrString)
#define PyObject_Str (*pyapi_PyObject_Str)
#define PyRun_StringFlags (*pyapi_PyRun_StringFlags)
#define PyStatus_Exception (*pyapi_PyStatus_Exception)
#define PySys_GetObject (*pyapi_PySys_GetObject)
#define PyTuple_New (*pyapi_PyTuple_New)
#define PyUnicode_AsUTF8 (*pyapi_PyUnicode_AsUTF8)
#define PyUnicode_DecodeFSDefault (*pyapi_PyUnicode_DecodeFSDefault)
#define PyUnicode_DecodeUTF8 (*pyapi_PyUnicode_DecodeUTF8)
#define PyUnicode_FromString (*pyapi_PyUnicode_FromString)
#define Py_CompileStringExFlags (*pyapi_Py_CompileStringExFlags)
#define Py_FinalizeEx (*pyapi_Py_FinalizeEx)
#define Py_InitializeFromConfig (*pyapi_Py_InitializeFromConfig)
#define _PyObject_CallFunction_SizeT (*pyapi__PyObject_CallFunction_SizeT)
#define _PyObject_CallMethod_SizeT (*pyapi__PyObject_CallMethod_SizeT)
#undef Py_None
#define Py_None pyapi_none

#endif
