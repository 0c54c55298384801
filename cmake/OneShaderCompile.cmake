# oneshader_compile(): shaders compiled at build time by the `oneshader`
# command, each with a depfile (-MD -MF), so that editing an included file
# rebuilds what includes it. Loaded by find_package(OneShader).
#
#   oneshader_compile(<target>
#     SOURCES <file.hlsl>...     one compilation per source (relative paths are
#                                taken from the current source folder)
#     PROFILE <profile>          -T, e.g. cs_6_0, ps_6_6 (required)
#     [ENTRY <name>]             -E (default main)
#     [WGSL]                     write WGSL (<name>.wgsl) instead of SPIR-V (<name>.spv)
#     [REFLECTION]               also <name>.json (-Fre)
#     [C_HEADER]                 also <name>.h: the reflection as a C header (-Fhdr)
#     [OUTPUT_DIR <dir>]         default ${CMAKE_CURRENT_BINARY_DIR}/shaders
#     [SUFFIX <text>]            appended to each output's name (e.g. .vs, for
#                                two stages of one source)
#     [INCLUDE_DIRS <dir>...]    -I
#     [DEFINES <NAME[=V]>...]    -D
#     [OPTIONS <option>...])     any other option of the command line
#
# Adds the custom target <target> (built by `all`) that makes every output, and
# sets <target>_OUTPUTS in the caller's scope to the files written. Call it
# again with another SUFFIX for the other entry points of the same sources.
# Depfiles need the Ninja generator, or Makefiles with CMake 3.20 or newer.

function(oneshader_compile target)
  cmake_parse_arguments(PARSE_ARGV 1 OSC "WGSL;REFLECTION;C_HEADER"
    "PROFILE;ENTRY;OUTPUT_DIR;SUFFIX" "SOURCES;INCLUDE_DIRS;DEFINES;OPTIONS")
  if(OSC_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "oneshader_compile(${target}): unknown arguments ${OSC_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT OSC_PROFILE)
    message(FATAL_ERROR "oneshader_compile(${target}): PROFILE is required (e.g. PROFILE cs_6_0)")
  endif()
  if(NOT OSC_SOURCES)
    message(FATAL_ERROR "oneshader_compile(${target}): SOURCES is required")
  endif()
  if(NOT TARGET OneShader::oneshader_cli)
    message(FATAL_ERROR "oneshader_compile(${target}): OneShader::oneshader_cli is missing (find_package(OneShader) first)")
  endif()
  if(NOT OSC_ENTRY)
    set(OSC_ENTRY main)
  endif()
  if(NOT OSC_OUTPUT_DIR)
    set(OSC_OUTPUT_DIR ${CMAKE_CURRENT_BINARY_DIR}/shaders)
  endif()
  file(MAKE_DIRECTORY ${OSC_OUTPUT_DIR})
  set(ext spv)
  set(target_flag -spirv)
  if(OSC_WGSL)
    set(ext wgsl)
    set(target_flag -wgsl)
  endif()
  set(common -T ${OSC_PROFILE} -E ${OSC_ENTRY} ${target_flag})
  foreach(dir IN LISTS OSC_INCLUDE_DIRS)
    get_filename_component(dir "${dir}" ABSOLUTE BASE_DIR ${CMAKE_CURRENT_SOURCE_DIR})
    list(APPEND common -I ${dir})
  endforeach()
  foreach(def IN LISTS OSC_DEFINES)
    list(APPEND common -D ${def})
  endforeach()
  list(APPEND common ${OSC_OPTIONS})

  set(all_outputs)
  foreach(src IN LISTS OSC_SOURCES)
    get_filename_component(src "${src}" ABSOLUTE BASE_DIR ${CMAKE_CURRENT_SOURCE_DIR})
    get_filename_component(name "${src}" NAME_WE)
    set(base ${OSC_OUTPUT_DIR}/${name}${OSC_SUFFIX})
    set(out ${base}.${ext})
    set(outputs ${out})
    set(extra)
    if(OSC_REFLECTION)
      list(APPEND outputs ${base}.json)
      list(APPEND extra -Fre ${base}.json)
    endif()
    if(OSC_C_HEADER)
      list(APPEND outputs ${base}.h)
      list(APPEND extra -Fhdr ${base}.h)
    endif()
    file(RELATIVE_PATH shown ${CMAKE_BINARY_DIR} ${out})
    add_custom_command(
      OUTPUT ${outputs}
      COMMAND OneShader::oneshader_cli ${common} ${extra} -Fo ${out} -MD -MF ${out}.d ${src}
      MAIN_DEPENDENCY ${src}
      DEPENDS OneShader::oneshader_cli
      DEPFILE ${out}.d
      COMMENT "oneshader ${OSC_PROFILE} ${OSC_ENTRY}: ${shown}"
      VERBATIM COMMAND_EXPAND_LISTS)
    list(APPEND all_outputs ${outputs})
  endforeach()
  add_custom_target(${target} ALL DEPENDS ${all_outputs})
  set(${target}_OUTPUTS ${all_outputs} PARENT_SCOPE)
endfunction()
