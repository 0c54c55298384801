#pragma once
#ifndef AREA_PP_INC
#define AREA_PP_INC
float incHelper(float x) { return x * 2; }
#endif
